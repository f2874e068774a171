import type { FuelRequest } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useBalances } from '../../../lib/balances';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { useApproveFuelRequest } from '../api/approve-fuel-request';
import { TransferConfirm } from './transfer-confirm';

/** Approving an ask sends the fuel: the same confirmation and result as any transfer. */
export function ApproveFuelRequestDialog({ ask, onClose }: { ask: FuelRequest; onClose(): void }) {
  const { t } = useTranslation('friends');
  const approve = useApproveFuelRequest();
  const idempotency = useIdempotencyKey();
  const balance = useBalances().data?.data.find((b) => b.product_id === ask.product_id);
  return (
    <Modal title={t('transfer.titleTo', { name: ask.name })} onClose={onClose}>
      <TransferConfirm
        facts={{
          recipient: { id: ask.id, name: ask.name },
          productName: ask.product_name,
          unit: ask.unit,
          quantity: ask.quantity,
          note: ask.note ?? '',
          balance: balance?.balance ?? null,
        }}
        onClose={onClose}
        onSend={async () => {
          const reply = await idempotency.once(ask.fuel_request_id, (key) =>
            approve.mutateAsync({ id: ask.fuel_request_id, key }),
          );
          return reply.balance;
        }}
      />
    </Modal>
  );
}
