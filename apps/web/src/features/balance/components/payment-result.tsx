import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { RefreshIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useProducts } from '../../../lib/catalog/products';
import { notify } from '../../../lib/toast';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { useVolume } from '../hooks/use-unit';
import { type PaymentTone, paymentTone } from '../payment-return';

const TONES: Record<PaymentTone, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  pending: 'border-accent-300 bg-accent-100 text-sand-900',
};

/** The answer to a return from the bank: paid (new balance), failed (why) or still pending. */
export function PaymentResult() {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  const products = useProducts().data?.data ?? [];
  const { orderId, reply, checking, failed, missing, recheck, dismiss } = usePaymentReturn();
  const unit = products.find((p) => p.id === reply?.product_id)?.unit ?? 'L';
  const balance = reply?.balance == null ? null : volume(reply.balance, unit);
  const tone = reply ? paymentTone(reply.state) : null;

  // One toast per good answer (a "Check again" that changes nothing shows the panel only). A
  // failure is said by the panel alone: a toast would repeat its sentence.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!reply || !tone) return;
    const key = `${reply.order_id}:${reply.state}`;
    if (toasted.current === key) return;
    toasted.current = key;
    if (tone === 'success') {
      notify.success(
        balance ? `${reply.message} ${t('payment.balanceNow', { balance })}` : reply.message,
      );
    }
  }, [reply, tone, balance, t]);

  if (!orderId) return null;
  return (
    <section
      aria-labelledby="payment-result-title"
      className={`mb-6 rounded-3xl border p-5 sm:p-6 ${tone ? TONES[tone] : 'border-sand-200 bg-white'}`}
    >
      <div role="status" aria-live="polite">
        {!reply ? (
          <p id="payment-result-title" className="flex items-center gap-2 font-semibold">
            {checking ? <Spinner /> : null}
            {failed && !checking
              ? t(missing ? 'payment.notFound' : 'payment.syncError')
              : t('payment.checking')}
          </p>
        ) : (
          <>
            <h2 id="payment-result-title" className="text-lg font-bold">
              {t(`payment.title.${reply.state}`)}
            </h2>
            <p className="mt-1">{reply.message}</p>
            {balance && (
              <p className="mt-1 font-semibold">{t('payment.balanceNow', { balance })}</p>
            )}
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {(tone === 'pending' || (failed && !missing)) && (
          <button
            type="button"
            onClick={recheck}
            disabled={checking}
            className={buttonClass('primary', 'sm')}
          >
            <RefreshIcon className={`size-4 ${checking ? 'motion-safe:animate-spin' : ''}`} />
            {t('payment.recheck')}
          </button>
        )}
        {(reply || failed) && (
          <button
            type="button"
            onClick={dismiss}
            className="h-10 rounded-full border border-current/30 px-4 font-semibold hover:bg-white/60"
          >
            {t('payment.dismiss')}
          </button>
        )}
      </div>
    </section>
  );
}
