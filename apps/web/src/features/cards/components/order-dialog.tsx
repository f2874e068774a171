import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useStations } from '../../../lib/catalog/stations';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useCreateCardOrder } from '../api/create-card-order';
import { ORDER_FORM_START, ORDER_MAX, orderFormSchema } from '../order-form';

/** Order plastic cards: how many, picked up at a station or brought to an address, a note. */
export function OrderDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('cards');
  const stations = useStations().data?.data ?? [];
  const create = useCreateCardOrder();
  const form = useSchemaForm(orderFormSchema, ORDER_FORM_START);
  const pickup = form.values.delivery === 'station';
  const save = form.handleSubmit(async (body) => {
    await create.mutateAsync(body);
    notify.success(t('order.created', { count: body.quantity }));
    onClose();
  });
  return (
    <Modal title={t('order.title')} text={t('order.text')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
        <TextField
          {...form.field('quantity')}
          label={t('order.quantity')}
          hint={t('order.quantityHint', { max: ORDER_MAX })}
          inputMode="numeric"
          autoComplete="off"
        />
        <fieldset>
          <legend className="text-sm font-semibold text-sand-800">{t('order.delivery')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-2">
            {(['station', 'address'] as const).map((way) => (
              <label key={way} className="inline-flex items-center gap-2 text-sand-900">
                <input
                  type="radio"
                  name="delivery"
                  value={way}
                  checked={form.values.delivery === way}
                  onChange={form.field('delivery').onChange}
                  className="size-4 accent-brand-600"
                />
                {t(`order.way.${way}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {pickup ? (
          <SelectField
            {...form.field('station_id')}
            label={t('order.station')}
            placeholder={t('order.stationPlaceholder')}
            options={stations.map((s) => ({ value: s.id, label: `${s.name}, ${s.address}` }))}
          />
        ) : (
          <TextField
            {...form.field('address')}
            label={t('order.address')}
            autoComplete="street-address"
          />
        )}
        <TextField {...form.field('note')} label={t('order.note')} autoComplete="off" />
        <FormProblem text={form.problem} />
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('order.submit')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
