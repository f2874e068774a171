import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useProducts } from '../../../lib/catalog/products';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useVehicleOptions } from '../api/get-vehicle-options';
import { useUpdateCard } from '../api/update-card';
import type { Card } from '../provisional';
import { settingsFormSchema, settingsValues } from '../settings-form';
import { FormActions, Modal } from './modal';

/** Name or driver, vehicle, allowed fuels and the day and month limits of one card. */
export function SettingsDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const { t } = useTranslation('cards');
  const products = useProducts().data?.data ?? [];
  const vehicles = useVehicleOptions().data?.data ?? [];
  const update = useUpdateCard(card.id);
  const [chosen, setChosen] = useState<string[]>(card.product_ids);
  // The fuels are checkboxes, kept beside the text fields and added when the form is checked.
  const form = useSchemaForm(settingsFormSchema(chosen), settingsValues(card));
  const save = form.handleSubmit(async (body) => {
    await update.mutateAsync(body);
    notify.success(t('settings.saved'));
    onClose();
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  return (
    <Modal title={t('settings.title')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
        <TextField {...form.field('name')} label={t('settings.name')} autoComplete="off" />
        <SelectField
          {...form.field('vehicle_id')}
          label={t('settings.vehicle')}
          placeholder={t('settings.noVehicle')}
          options={vehicles.map((v) => ({ value: v.id, label: `${v.license_plate} · ${v.model}` }))}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-sand-800">{t('settings.products')}</legend>
          <p className="text-sm text-sand-600">{t('settings.productsHint')}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {products.map((p) => (
              <label key={p.id} className="inline-flex items-center gap-2 text-sand-900">
                <input
                  type="checkbox"
                  checked={chosen.includes(p.id)}
                  onChange={(event) => toggle(p.id, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.field('day_limit')}
            label={t('settings.dayLimit')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            {...form.field('month_limit')}
            label={t('settings.monthLimit')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <p className="-mt-2 text-sm text-sand-600">{t('settings.limitHint')}</p>
        <FormActions onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('form.save')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
