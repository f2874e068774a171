import type { Card } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { FormActions, Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useCompanyBalances } from '../api/get-company-balances';
import { type Direction, FuelForm, type FuelSource } from './fuel-form';

interface FuelDialogProps {
  card: Card;
  /** load: company balance → card; unload: card → company balance. */
  direction: Direction;
  onClose(): void;
}

/** Moves fuel between the company's balance and the card. */
export function FuelDialog({ card, direction, onClose }: FuelDialogProps) {
  const { t } = useTranslation('cards');
  const load = direction === 'load';
  const balances = useCompanyBalances(load);
  const ready = !load || balances.isSuccess;
  // The fuels the card may dispense come first, so the one offered is one it can use.
  const allowed = (s: FuelSource) => card.products.some((p) => p.product_id === s.product_id);
  const sources: FuelSource[] = (load ? (balances.data?.data ?? []) : card.balances)
    .filter((s) => s.balance > 0)
    .sort((a, b) => Number(allowed(b)) - Number(allowed(a)));
  return (
    <Modal
      title={load ? t('fuel.loadTitle') : t('fuel.unloadTitle')}
      text={load ? t('fuel.loadText') : t('fuel.unloadText')}
      onClose={onClose}
    >
      {!ready ? (
        <p role="status" className="flex justify-center p-4 text-brand-700">
          <Spinner />
        </p>
      ) : sources.length === 0 ? (
        <>
          <p className="mb-4 rounded-2xl bg-sand-100 p-4 text-sand-700">
            {load ? t('fuel.nothing') : t('detail.noFuel')}
          </p>
          <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
            {null}
          </FormActions>
        </>
      ) : (
        <FuelForm cardId={card.id} direction={direction} sources={sources} onClose={onClose} />
      )}
    </Modal>
  );
}
