import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { notify } from '../../../lib/toast';
import { useCompanyBalances } from '../api/get-company-balances';
import { useMoveFuel } from '../api/move-fuel';
import { fuelFormSchema } from '../fuel-form';
import { useCardText } from '../hooks/use-card-text';
import type { Card } from '../provisional';
import { FormActions, Modal } from './modal';

type Direction = 'load' | 'unload';
interface Source {
  product_id: string;
  product_name: string;
  unit: 'L' | 'm3';
  balance: number;
}

interface FuelDialogProps {
  card: Card;
  /** load: company balance → card; unload: card → company balance. */
  direction: Direction;
  onClose(): void;
}

/** Moves fuel between the company's balance and the card. */
export function FuelDialog({ card, direction, onClose }: FuelDialogProps) {
  const { t } = useTranslation('cards');
  const balances = useCompanyBalances(direction === 'load');
  const ready = direction === 'unload' || balances.isSuccess;
  const sources: Source[] = (direction === 'load' ? (balances.data?.data ?? []) : card.fuel).filter(
    (s) => s.balance > 0,
  );
  const load = direction === 'load';
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
          <p className="mb-4 rounded-2xl bg-sand-100 p-4 text-sand-700">{t('fuel.nothing')}</p>
          <FormActions onCancel={onClose}>{null}</FormActions>
        </>
      ) : (
        <FuelForm card={card} direction={direction} sources={sources} onClose={onClose} />
      )}
    </Modal>
  );
}

interface FuelFormProps extends FuelDialogProps {
  sources: Source[];
}

/** One key per intended move: a double click or a retry after a lost reply moves fuel once. */
function FuelForm({ card, direction, sources, onClose }: FuelFormProps) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const move = useMoveFuel(card.id, direction);
  const idempotency = useIdempotencyKey();
  const form = useSchemaForm(fuelFormSchema, {
    product_id: sources[0]?.product_id ?? '',
    quantity: '',
  });
  const chosen = sources.find((s) => s.product_id === form.values.product_id);
  const available = chosen ? text.volume(chosen.balance, chosen.unit) : '';
  const load = direction === 'load';

  const save = form.handleSubmit(async (body) => {
    // Checked here for a quick answer; the server checks again on its own balances.
    if (chosen && body.quantity > chosen.balance) {
      form.setFieldError('quantity', { text: t('fuel.tooMuch', { volume: available }) });
      return;
    }
    await move.mutateAsync({ body, key: idempotency.for(body) });
    idempotency.renew();
    const volume = text.volume(body.quantity, chosen?.unit);
    notify.success(load ? t('fuel.loaded', { volume }) : t('fuel.unloaded', { volume }));
    onClose();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
      <SelectField
        {...form.field('product_id')}
        label={t('fuel.product')}
        options={sources.map((s) => ({ value: s.product_id, label: s.product_name }))}
      />
      <TextField
        {...form.field('quantity')}
        label={t('fuel.quantity', { unit: t(`common:units.${chosen?.unit ?? 'L'}`) })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          chosen ? t(load ? 'fuel.onBalance' : 'fuel.onCard', { volume: available }) : undefined
        }
      />
      <FormActions onCancel={onClose}>
        <SubmitButton pending={form.pending} className="sm:w-auto">
          {load ? t('fuel.loadSubmit') : t('fuel.unloadSubmit')}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
