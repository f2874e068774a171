import type { ProductUnit } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import type { CompletedRefuel } from '../hooks/use-refuel-events';
import { useVolume } from '../hooks/use-unit';

interface RefuelDoneProps {
  completed: CompletedRefuel | null;
  expired: boolean;
  unit: ProductUnit;
  onDismiss(): void;
}

/**
 * The live result of the pump (SPEC §8 "Refuelling completed"): what was dispensed and what went
 * back to the balance. The region is always present so screen readers announce the change. The
 * toast is the message's own (features/notifications), which says the same: one toast, not two.
 */
export function RefuelDone({ completed, expired, unit, onDismiss }: RefuelDoneProps) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  // Nothing to give back when the whole code was dispensed: no "0 L returned".
  const text = completed
    ? t(completed.released > 0 ? 'live.completed' : 'live.completedAll', {
        dispensed: volume(completed.dispensed, unit),
        released: volume(completed.released, unit),
      })
    : null;

  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {(completed || expired) && (
        <div
          className={`mb-6 flex flex-col gap-3 rounded-3xl border p-5 sm:flex-row sm:items-center sm:justify-between ${completed ? 'border-green-300 bg-green-50 text-green-900' : 'border-accent-300 bg-accent-100 text-sand-900'}`}
          data-testid="refuel-done"
        >
          <div>
            <p className="text-lg font-bold">
              {completed ? t('live.completedTitle') : t('live.expiredTitle')}
            </p>
            <p className="mt-1">{completed ? text : t('live.expired')}</p>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="h-10 shrink-0 rounded-full border border-current/30 px-4 font-semibold hover:bg-white/60"
          >
            {t('payment.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
