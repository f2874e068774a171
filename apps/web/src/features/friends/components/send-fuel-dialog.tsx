import type { TransferBody } from '@fuel/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ListSkeleton } from '../../../components/ui/query-list';
import { useBalances } from '../../../lib/balances';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { useTransfer } from '../api/transfer';
import type { TransferValues } from '../form-schemas';
import type { Recipient } from '../recipient';
import { TransferConfirm, type TransferFacts } from './transfer-confirm';
import { TransferForm } from './transfer-form';
import '../texts';

interface SendFuelDialogProps {
  /** Chosen from a friend's row; null lets the user pick one of `choices` (My balance). */
  recipient: Recipient | null;
  choices?: Recipient[];
  onClose(): void;
}

interface Confirming {
  body: TransferBody;
  facts: TransferFacts;
}

/** Send fuel in three steps: the form, a confirmation naming the recipient, the result. */
export function SendFuelDialog({ recipient, choices = [], onClose }: SendFuelDialogProps) {
  const { t } = useTranslation('friends');
  const balances = useBalances();
  const transfer = useTransfer();
  const idempotency = useIdempotencyKey();
  const [values, setValues] = useState<TransferValues | null>(null);
  // Frozen when the user continues: a live balance update must not change what they confirm.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const usable = (balances.data?.data ?? []).filter((b) => b.balance >= 1);

  const next = (body: TransferBody, form: TransferValues) => {
    setValues(form);
    const chosen = usable.find((b) => b.product_id === body.product_id);
    const to = recipient ?? choices.find((c) => c.id === body.recipient_id);
    if (!chosen || !to) return;
    setConfirming({
      body,
      facts: {
        recipient: to,
        productName: chosen.product_name,
        unit: chosen.unit,
        quantity: body.quantity,
        note: body.note ?? '',
        balance: chosen.balance,
      },
    });
  };

  let content: ReactNode;
  if (confirming) {
    const { body, facts } = confirming;
    content = (
      <TransferConfirm
        facts={facts}
        onBack={() => setConfirming(null)}
        onClose={onClose}
        onSend={async () => {
          const reply = await idempotency.once(body, (key) => transfer.mutateAsync({ body, key }));
          return reply.balance;
        }}
      />
    );
  } else if (balances.isPending) {
    content = <ListSkeleton label={t('transfer.title')} count={2} />;
  } else if (usable.length === 0) {
    content = (
      <>
        <p className="rounded-2xl bg-sand-100 p-4 text-sand-700">{t('transfer.noBalance')}</p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            {t('transfer.close')}
          </button>
        </div>
      </>
    );
  } else {
    content = (
      <TransferForm
        balances={usable}
        choices={recipient ? null : choices}
        initial={
          values ?? {
            recipient_id: recipient ? String(recipient.id) : '',
            product_id: usable[0]?.product_id ?? '',
            quantity: '',
            note: '',
          }
        }
        onNext={next}
        onCancel={onClose}
      />
    );
  }
  return (
    <Modal
      title={recipient ? t('transfer.titleTo', { name: recipient.name }) : t('transfer.title')}
      onClose={onClose}
    >
      {content}
    </Modal>
  );
}
