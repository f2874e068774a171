import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormProblem } from '../../../components/ui/form-problem';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useProducts } from '../../../lib/catalog/products';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useCreateFuelRequest } from '../api/create-fuel-request';
import { askFormSchema } from '../form-schemas';
import type { Recipient } from '../recipient';

/** Ask a friend or partner for a quantity of a fuel, with a note; it stays open for 7 days. */
export function AskFuelDialog({ recipient, onClose }: { recipient: Recipient; onClose(): void }) {
  const { t } = useTranslation('friends');
  const products = useProducts().data?.data ?? [];
  const create = useCreateFuelRequest();
  const form = useSchemaForm(askFormSchema(recipient.id), {
    product_id: products[0]?.id ?? '',
    quantity: '',
    note: '',
  });
  const unit = products.find((p) => p.id === form.values.product_id)?.unit;

  const onSubmit = form.handleSubmit(async (body) => {
    const reply = await create.mutateAsync(body);
    notify.success(reply.message);
    onClose();
  });
  return (
    <Modal
      title={t('asks.formTitle', { name: recipient.name })}
      text={t('asks.formText')}
      onClose={onClose}
    >
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          {...form.field('product_id')}
          label={t('transfer.product')}
          // Products not loaded yet when the form started: an empty first choice until picked.
          placeholder={form.values.product_id ? undefined : ''}
          options={products.map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextField
          {...form.field('quantity')}
          label={t('transfer.quantity', { unit: unit ? t(`common:units.${unit}`) : '' })}
          hint={t('transfer.quantityHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.field('note')}
          label={t('transfer.note')}
          autoComplete="off"
          maxLength={200}
        />
        <FormProblem text={form.problem} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass('secondary')}>
            {t('transfer.cancel')}
          </button>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('asks.submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
