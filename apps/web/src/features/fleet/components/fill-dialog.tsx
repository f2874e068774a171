import { type Fill, type FillEditBody, fillEditBodySchema } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { preparing, toNumber, useSchemaForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useEditFill } from '../api/edit-fill';

// An emptied reading is taken back (null): the fill then has none.
const readingSchema = preparing(fillEditBodySchema, (v) => ({
  odometer_km: toNumber(v.odometer_km) ?? null,
}));

type Flag = 'full_tank' | 'missed_before' | 'odometer_reset';
const FLAGS: Flag[] = ['full_tank', 'missed_before', 'odometer_reset'];

/**
 * Correct what was said of a fill: its odometer reading, whether the tank was filled full, that
 * a fill before it was not recorded, that the odometer was reset. A reading lower than an
 * earlier one (or higher than a later one) is refused on its field, unless the odometer was reset.
 */
export function FillDialog({ fill, onClose }: { fill: Fill; onClose(): void }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const edit = useEditFill();
  const form = useSchemaForm(readingSchema, {
    odometer_km: fill.odometer_km === null ? '' : String(fill.odometer_km),
  });
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    full_tank: fill.full_tank,
    missed_before: fill.missed_before,
    odometer_reset: fill.odometer_reset,
  });
  const save = form.handleSubmit(async ({ odometer_km }) => {
    const body: FillEditBody = { odometer_km, ...flags };
    await edit.mutateAsync({ id: fill.id, body });
    notify.success(t('fill.saved'));
    onClose();
  });
  return (
    <Modal
      title={t('fill.title')}
      text={t('fill.text', {
        date: formatDateTime(fill.filled_at, language),
        fuel: fill.product_name,
      })}
      onClose={onClose}
    >
      <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
        <TextField
          {...form.field('odometer_km')}
          label={t('fill.odometer')}
          hint={t('fill.odometerHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('fill.flags')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-start gap-3 text-sand-800">
              <input
                type="checkbox"
                name={flag}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
                checked={flags[flag]}
                onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
              />
              <span>{t(`fill.${flag}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormProblem text={form.problem} />
        <FormActions cancelLabel={t('fill.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('fill.save')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
