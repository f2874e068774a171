import {
  CARD_FUNDING,
  CARD_LIMITS,
  type Card,
  type CardUpdateBody,
  type Product,
} from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useProducts } from '../../../lib/catalog/products';
import { useSchemaForm } from '../../../lib/forms';
import { useCan } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useVehicleOptions, vehicleLabel } from '../../../lib/vehicle-options';
import { useCardGroups, useTeamMembers } from '../api/get-card-people';
import { useUpdateCard } from '../api/update-card';
import { dayField, monthField, settingsFormSchema, settingsValues } from '../settings-form';

/** Name or driver, vehicle, where its fuel comes from, allowed fuels and their limits. */
export function SettingsDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const { t } = useTranslation('cards');
  const products = useProducts().data?.data;
  return (
    <Modal title={t('settings.title')} onClose={onClose}>
      {products ? (
        <SettingsForm card={card} products={products} onClose={onClose} />
      ) : (
        <p role="status" className="flex justify-center p-4 text-brand-700">
          <Spinner />
        </p>
      )}
    </Modal>
  );
}

interface SettingsFormProps {
  card: Card;
  products: Product[];
  onClose(): void;
}

/** Mounted once the fuels are known, so that every fuel's limit fields start with the form. */
function SettingsForm({ card, products, onClose }: SettingsFormProps) {
  const { t } = useTranslation('cards');
  const vehicles = useVehicleOptions().data?.data ?? [];
  // Whom the card is given to and its group: read only by those who may read the team.
  const readsTeam = useCan('members.view');
  const members = useTeamMembers(readsTeam).data?.data ?? [];
  const groups = useCardGroups(true).data?.data ?? [];
  const update = useUpdateCard(card.id);
  const [chosen, setChosen] = useState<string[]>(card.products.map((p) => p.product_id));
  // The fuels are checkboxes kept beside the text fields; the schema adds them to the body.
  const form = useSchemaForm<string, CardUpdateBody>(
    settingsFormSchema(chosen),
    settingsValues(
      card,
      products.map((p) => p.id),
    ),
  );
  const save = form.handleSubmit(async (body) => {
    // From the version shown: a change someone made meanwhile is refused (CARD_CHANGED), not lost.
    await update.mutateAsync({ ...body, version: card.version });
    notify.success(t('settings.saved'));
    onClose();
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  return (
    <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
      <TextField
        {...form.field('name')}
        label={t('settings.name')}
        autoComplete="off"
        maxLength={CARD_LIMITS.nameMax}
      />
      <SelectField
        {...form.field('vehicle_id')}
        label={t('settings.vehicle')}
        placeholder={t('settings.noVehicle')}
        options={vehicles.map((v) => ({ value: v.id, label: vehicleLabel(v) }))}
      />
      {members.length > 0 && (
        <SelectField
          {...form.field('driver_id')}
          label={t('settings.driver')}
          placeholder={t('settings.noDriver')}
          options={members.map((m) => ({
            value: String(m.user_id),
            label: `${m.full_name} · ${m.user_id}`,
          }))}
        />
      )}
      {groups.length > 0 && (
        <SelectField
          {...form.field('group_id')}
          label={t('settings.group')}
          placeholder={t('settings.noGroup')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
        />
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-sand-800">{t('settings.funding')}</legend>
        <div className="mt-1.5 grid gap-2">
          {CARD_FUNDING.map((way) => (
            <label key={way} className="inline-flex items-start gap-2 text-sand-900">
              <input
                type="radio"
                name="funding"
                value={way}
                checked={form.values.funding === way}
                onChange={form.field('funding').onChange}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              {t(`funding.${way}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-sand-800">{t('settings.products')}</legend>
        <p className="text-sm text-sand-600">{t('settings.productsHint')}</p>
        <ul className="mt-2 space-y-3">
          {products.map((p) => {
            const on = chosen.includes(p.id);
            const unit = t(`common:units.${p.unit}`);
            return (
              <li key={p.id} className="rounded-2xl border border-sand-200 p-3">
                <label className="inline-flex items-center gap-2 font-semibold text-sand-900">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(event) => toggle(p.id, event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                  {p.name}
                </label>
                {on && (
                  <div className="mt-2 grid grid-cols-2 gap-3">
                    <TextField
                      {...form.field(dayField(p.id))}
                      label={t('settings.dayLimit', { unit })}
                      aria-label={t('settings.dayLimitOf', { product: p.name, unit })}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                    <TextField
                      {...form.field(monthField(p.id))}
                      label={t('settings.monthLimit', { unit })}
                      aria-label={t('settings.monthLimitOf', { product: p.name, unit })}
                      inputMode="decimal"
                      autoComplete="off"
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-sand-600">{t('settings.limitHint')}</p>
      </fieldset>
      <FormProblem text={form.problem} />
      <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
        <SubmitButton pending={form.pending} className="sm:w-auto">
          {t('form.save')}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
