import type { ProductUnit } from '@fuel/contract';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStations } from '../../lib/catalog/stations';
import { useLanguage } from '../../lib/i18n';
import { type CodeScope, keepCode } from '../../lib/offline-copy';
import { formatCountdown, formatDateTime, secondsLeft, useNow } from '../../lib/time';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useWakeLock } from './use-wake-lock';
import './texts';

const CodeQr = lazy(() => import('./code-qr').then((m) => ({ default: m.CodeQr })));

interface RefuelCodePanelProps {
  /** The six digits. */
  code: string;
  expiresAt: string;
  productName: string | undefined;
  /** The held volume, written with its unit ("20 L"). */
  volume: string;
  /** Null: good at any station selling the fuel. */
  stationId: string | null;
  /** The vehicle the code is for, as written for people ("35 UU 350 · Lada Niva"). */
  vehicle?: string | null;
  /** Just drawn here: brought into view and focused, since it may open far above on a phone. */
  fresh?: boolean;
  /** The confirmation's text: what giving the code back does with the held volume. */
  cancelText?: string;
  /**
   * Gives the code back. Settled: the question closes. Rejected (the API client has shown why):
   * the question stays, to be tried again or kept. None: it cannot be given back from here.
   */
  onCancel?(): Promise<void>;
  /** A code the server listed just now: kept on the device for the pump (lib/offline-copy). */
  keep?: { userId: number; scope: CodeScope; id: string; volume: number; unit: ProductUnit };
  /** A code shown from the device with no network: when it was last confirmed, where it is good. */
  kept?: { confirmedAt: string; stationName: string | null };
  /** Lines of the owner's own under the station. */
  children?: ReactNode;
}

/**
 * A refuel code ready for the pump: big digits, its QR, the fuel, the volume, where it is good,
 * the time left (the screen kept on meanwhile), and Cancel behind a confirmation.
 */
export function RefuelCodePanel({
  code,
  expiresAt,
  productName,
  volume,
  stationId,
  vehicle = null,
  fresh = false,
  cancelText,
  onCancel,
  keep,
  kept,
  children,
}: RefuelCodePanelProps) {
  const { t } = useTranslation('refuel-code');
  const language = useLanguage();
  const now = useNow(1000, Date.parse(expiresAt));
  const stations = useStations();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const left = secondsLeft(expiresAt, now);
  const station = stations.data?.data.find((s) => s.id === stationId);
  // Kept with no network: the name as shown when it was kept, since the list may not load.
  const stationName = kept ? kept.stationName : (station?.name ?? null);
  const panel = useRef<HTMLElement>(null);
  // The pump attendant reads it off the screen: keep the screen on while the code is valid.
  useWakeLock(left > 0);

  // What is shown is what the pump screen shows with no network, once the station is known.
  const known = stationId === null || station !== undefined;
  const { userId, scope, id, volume: amount, unit } = keep ?? {};
  useEffect(() => {
    if (userId === undefined || !scope || !id || amount === undefined || !unit || !known) return;
    keepCode(userId, scope, {
      id,
      code,
      expiresAt,
      productName: productName ?? null,
      volume: amount,
      unit,
      stationName,
      vehicle,
    });
  }, [userId, scope, id, amount, unit, known, code, expiresAt, productName, stationName, vehicle]);

  useEffect(() => {
    if (!fresh || !panel.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    panel.current.focus({ preventScroll: true });
  }, [fresh]);

  const cancel = async () => {
    if (!onCancel) return;
    setCancelling(true);
    try {
      await onCancel();
      setConfirming(false);
    } catch {
      // The API client has shown why; the question stays open.
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <article
        ref={panel}
        tabIndex={-1}
        aria-label={t('label')}
        className="surface-dark flex scroll-mt-24 flex-col gap-5 rounded-3xl bg-brand-800 p-5 text-white shadow-lg sm:flex-row sm:items-center sm:p-7"
        data-testid="active-code"
      >
        <div className="self-center rounded-2xl bg-white p-2">
          <Suspense fallback={<div className="size-40" />}>
            <CodeQr code={code} label={t('qr', { code })} />
          </Suspense>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-100">
            {t('label')}
            {productName && ` · ${productName}`}
          </p>
          <p
            className="mt-1 font-mono text-5xl font-bold tracking-[0.18em] text-accent-300 tabular-nums sm:text-6xl"
            data-testid="refuel-code"
          >
            {code}
          </p>
          <p className="mt-2 text-brand-50">{t('volume', { volume })}</p>
          <p className="text-brand-50">
            {stationName ? t('station', { station: stationName }) : t('anyStation')}
          </p>
          {vehicle && <p className="text-brand-50">{t('vehicle', { vehicle })}</p>}
          {children}
          <p className="mt-2 font-semibold" aria-live="off">
            {left > 0 ? (
              <>
                {t('expiresIn')}{' '}
                <time className="tabular-nums text-accent-300">{formatCountdown(left)}</time>
              </>
            ) : (
              t('expired')
            )}
          </p>
          <p className="mt-1 text-sm text-brand-100">{t('hint')}</p>
          {kept && (
            <p className="mt-3 rounded-xl bg-white/10 px-3 py-2 text-sm" data-testid="code-kept">
              <span className="block font-semibold text-accent-300">
                {t('confirmed', { time: formatDateTime(kept.confirmedAt, language) })}
              </span>
              {t('keptHint')}
            </p>
          )}
          {onCancel && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="mt-4 h-10 rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10"
            >
              {t('cancel')}
            </button>
          )}
        </div>
      </article>
      {/* Outside the dark panel, so the dialog keeps the light surface's focus ring. */}
      <ConfirmDialog
        open={confirming && onCancel !== undefined}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        pending={cancelling}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      >
        <p>{cancelText}</p>
      </ConfirmDialog>
    </>
  );
}
