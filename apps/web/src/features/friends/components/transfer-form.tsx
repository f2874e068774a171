import type { ProductBalance, TransferBody } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toNumber, useSchemaForm } from '../../../lib/forms';
import { type TransferValues, transferFormSchema } from '../form-schemas';
import { useVolume } from '../hooks/use-volume';
import type { Recipient } from '../recipient';

interface TransferFormProps {
  /** Balances of at least one whole unit: only those can be sent. */
  balances: ProductBalance[];
  /** People to choose from; none when the recipient is already known. */
  choices: Recipient[] | null;
  initial: TransferValues;
  onNext(body: TransferBody, values: TransferValues): void;
  onCancel(): void;
}

/** The first step of sending fuel: to whom (if not chosen yet), which fuel, how much, a note. */
export function TransferForm({ balances, choices, initial, onNext, onCancel }: TransferFormProps) {
  const { t } = useTranslation('friends');
  const volume = useVolume();
  const form = useSchemaForm(transferFormSchema, initial);
  const chosen = balances.find((b) => b.product_id === form.values.product_id);
  const quantity = toNumber(form.values.quantity) ?? Number.NaN;
  const after =
    chosen && Number.isInteger(quantity) && quantity >= 1 && quantity <= chosen.balance
      ? chosen.balance - quantity
      : null;

  const onSubmit = form.handleSubmit((body) => {
    // The server checks again on its own balance (422); this is the quick answer.
    if (chosen && body.quantity > chosen.balance) {
      form.setFieldError('quantity', {
        text: t('transfer.tooMuch', { volume: volume(chosen.balance, chosen.unit) }),
      });
      return;
    }
    onNext(body, form.values);
  });
  const unit = chosen ? t(`common:units.${chosen.unit}`) : '';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {choices && (
        <SelectField
          {...form.field('recipient_id')}
          label={t('transfer.recipient')}
          placeholder={t('transfer.recipientPlaceholder')}
          options={choices.map((c) => ({
            value: String(c.id),
            label: t('transfer.recipientValue', { name: c.name, id: c.id }),
          }))}
        />
      )}
      <SelectField
        {...form.field('product_id')}
        label={t('transfer.product')}
        options={balances.map((b) => ({ value: b.product_id, label: b.product_name }))}
        hint={
          chosen
            ? t('transfer.available', { volume: volume(chosen.balance, chosen.unit) })
            : undefined
        }
      />
      <TextField
        {...form.field('quantity')}
        label={t('transfer.quantity', { unit })}
        inputMode="numeric"
        autoComplete="off"
        hint={
          after === null
            ? t('transfer.quantityHint')
            : t('transfer.after', { volume: volume(after, chosen?.unit ?? 'L') })
        }
      />
      <TextField
        {...form.field('note')}
        label={t('transfer.note')}
        autoComplete="off"
        maxLength={200}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('transfer.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')}>
          {t('transfer.next')}
        </button>
      </div>
    </form>
  );
}
