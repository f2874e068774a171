import type { ProductUnit } from '@fuel/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useVolume } from '../hooks/use-volume';
import { TransferSummary } from './transfer-summary';

export interface TransferFacts {
  recipient: { id: number; name: string };
  productName: string;
  unit: ProductUnit;
  quantity: number;
  note: string;
  /** The sender's spendable balance of the product before sending, when known. */
  balance: number | null;
}

interface TransferConfirmProps {
  facts: TransferFacts;
  /** Moves the fuel; resolves with the sender's new balance when the reply carries it. */
  onSend(): Promise<number | null>;
  onBack?: () => void;
  onClose(): void;
}

/**
 * The last step before fuel moves: who receives it (name and ID), what, how much and what stays,
 * then the result. Failures other than a short balance are shown by the API client.
 */
export function TransferConfirm({ facts, onSend, onBack, onClose }: TransferConfirmProps) {
  const { t } = useTranslation('friends');
  const volume = useVolume();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal that sending again cannot change (no longer friends, not enough fuel, …).
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState<{ balance: number | null } | null>(null);
  const after = facts.balance === null ? null : facts.balance - facts.quantity;
  // An ask for more than the balance holds: say so before anything is sent.
  const short = after !== null && after < 0;
  const amount = volume(facts.quantity, facts.unit);
  const sendRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The step replaces the form, and the button pressed with it: focus goes to what there is to
  // do next, Send (or Back when the balance is short, Send then being off); with the result, Close.
  useEffect(() => {
    if (done) closeRef.current?.focus();
    else (short ? backRef : sendRef).current?.focus();
  }, [done, short]);

  const send = async () => {
    if (short || refused) return;
    setPending(true);
    setProblem(null);
    try {
      const balance = await onSend();
      setDone({ balance: balance ?? after });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Said in the dialog: no toast repeating it.
      error.shownInline();
      setRefused(isFinalRefusal(error));
      setProblem(
        error.has('INSUFFICIENT_BALANCE')
          ? t('transfer.insufficient')
          : error.message || t('transfer.failed'),
      );
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div role="status">
        <p className="font-semibold text-brand-700">{t('transfer.doneTitle')}</p>
        <p className="mt-1 text-sand-800">
          {t('transfer.done', {
            volume: amount,
            product: facts.productName,
            name: facts.recipient.name,
            balance: done.balance === null ? '—' : volume(done.balance, facts.unit),
          })}
        </p>
        <div className="mt-6 flex justify-end">
          <button ref={closeRef} type="button" onClick={onClose} className={buttonClass('primary')}>
            {t('transfer.close')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      {/* Right under the title, as a dialog's text line stands. */}
      <p className="-mt-3 text-sand-700">{t('transfer.confirmTitle')}</p>
      <TransferSummary
        rows={[
          [
            t('transfer.recipient'),
            t('transfer.recipientValue', { name: facts.recipient.name, id: facts.recipient.id }),
          ],
          [t('transfer.product'), facts.productName],
          [t('transfer.amount'), amount],
          ...(after === null || short
            ? []
            : [[t('transfer.balanceAfter'), volume(after, facts.unit)] as [string, string]]),
          ...(facts.note ? [[t('transfer.noteLabel'), facts.note] as [string, string]] : []),
        ]}
      />
      {(problem || short) && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem ?? t('transfer.tooMuch', { volume: volume(facts.balance ?? 0, facts.unit) })}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={backRef}
          type="button"
          onClick={onBack ?? onClose}
          className={buttonClass('secondary')}
        >
          {onBack ? t('transfer.back') : t('transfer.cancel')}
        </button>
        <button
          ref={sendRef}
          type="button"
          onClick={() => void send()}
          disabled={pending || short || refused}
          aria-busy={pending || undefined}
          className={buttonClass('primary')}
        >
          {pending && <Spinner />}
          {pending ? t('transfer.sending') : t('transfer.send')}
        </button>
      </div>
    </div>
  );
}

/**
 * A 4xx the same request would meet again (no longer friends, an unknown fuel, …). A network
 * failure (status 0), a 5xx, 429, 409 (the key still in use) and a short balance (topped up in
 * another tab, say) leave Send on, to try again.
 */
function isFinalRefusal(error: ApiError): boolean {
  const retryable = [0, 409, 429].includes(error.status) || error.status >= 500;
  return !retryable && !error.has('INSUFFICIENT_BALANCE');
}
