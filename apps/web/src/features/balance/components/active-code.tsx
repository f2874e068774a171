import type { ProductBalance, Refuel } from '@fuel/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useStations } from '../../../lib/catalog/stations';
import { formatCountdown, secondsLeft, useNow } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useVehicleOptions, vehicleLabel } from '../../../lib/vehicle-options';
import { cancelRefuel } from '../api/cancel-refuel';
import { useVolume } from '../hooks/use-unit';
import { useWakeLock } from '../hooks/use-wake-lock';

const CodeQr = lazy(() => import('./code-qr').then((m) => ({ default: m.CodeQr })));

interface ActiveCodeProps {
  refuel: Refuel;
  balance: ProductBalance | undefined;
  /** Just created here: brought into view and focused, since it may open far above on a phone. */
  fresh?: boolean;
  onChanged(): void;
}

/** An active refuel code: big digits, its QR, the time left, and Cancel behind a confirmation. */
export function ActiveCode({ refuel, balance, fresh = false, onChanged }: ActiveCodeProps) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  const now = useNow();
  const stations = useStations();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const left = secondsLeft(refuel.expires_at, now);
  const unit = balance?.unit ?? 'L';
  const reserved = volume(refuel.volume, unit);
  const station = stations.data?.data.find((s) => s.id === refuel.station_id);
  const vehicles = useVehicleOptions(refuel.vehicle_id !== null);
  const vehicle = vehicles.data?.data.find((v) => v.id === refuel.vehicle_id);
  const code = refuel.code ?? '';
  const panel = useRef<HTMLElement>(null);
  // The pump attendant reads it off the screen: keep the screen on while the code is valid.
  useWakeLock(left > 0);

  useEffect(() => {
    if (!fresh || !panel.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    panel.current.focus({ preventScroll: true });
  }, [fresh]);

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelRefuel(refuel.id);
      notify.success(t('code.cancelled', { volume: reserved }));
      setConfirming(false);
      onChanged();
    } catch (error) {
      // The API client has shown why. A code the pump used (or that expired) meanwhile is shown
      // as it is now.
      if (error instanceof ApiError && error.has('REFUEL_NOT_ACTIVE')) {
        setConfirming(false);
        onChanged();
      }
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <article
        ref={panel}
        tabIndex={-1}
        aria-label={t('code.label')}
        className="surface-dark flex scroll-mt-24 flex-col gap-5 rounded-3xl bg-brand-800 p-5 text-white shadow-lg sm:flex-row sm:items-center sm:p-7"
        data-testid="active-code"
      >
        <div className="self-center rounded-2xl bg-white p-2">
          <Suspense fallback={<div className="size-40" />}>
            <CodeQr code={code} label={t('code.qr', { code })} />
          </Suspense>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-100">
            {t('code.label')} · {balance?.product_name}
          </p>
          <p
            className="mt-1 font-mono text-5xl font-bold tracking-[0.18em] text-accent-300 tabular-nums sm:text-6xl"
            data-testid="refuel-code"
          >
            {code}
          </p>
          <p className="mt-2 text-brand-50">{t('code.volume', { volume: reserved })}</p>
          <p className="text-brand-50">
            {station ? t('code.station', { station: station.name }) : t('code.anyStation')}
          </p>
          {vehicle && (
            <p className="text-brand-50">{t('code.vehicle', { vehicle: vehicleLabel(vehicle) })}</p>
          )}
          <p className="mt-2 font-semibold" aria-live="off">
            {left > 0 ? (
              <>
                {t('code.expiresIn')}{' '}
                <time className="tabular-nums text-accent-300">{formatCountdown(left)}</time>
              </>
            ) : (
              t('code.expired')
            )}
          </p>
          <p className="mt-1 text-sm text-brand-100">{t('code.hint')}</p>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="mt-4 h-10 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10"
          >
            {t('code.cancel')}
          </button>
        </div>
      </article>
      {/* Outside the dark panel, so the dialog keeps the light surface's focus ring. */}
      <ConfirmDialog
        open={confirming}
        title={t('code.confirmTitle')}
        confirmLabel={t('code.confirm')}
        cancelLabel={t('code.keep')}
        pending={cancelling}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      >
        <p>{t('code.confirmText', { volume: reserved })}</p>
      </ConfirmDialog>
    </>
  );
}
