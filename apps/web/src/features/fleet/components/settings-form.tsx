import { FLEET_SETTING_LIMITS, type FleetSettings, fleetSettingsSchema } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { preparing, toNumber, useSchemaForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSaveFleetSettings } from '../api/save-fleet-settings';

const settingsFormSchema = preparing(fleetSettingsSchema, (v) => ({
  quick_refill_minutes: toNumber(v.quick_refill_minutes),
  high_consumption_percent: toNumber(v.high_consumption_percent),
}));

const { quickRefillMinutes: minutes, highConsumptionPercent: percent } = FLEET_SETTING_LIMITS;

/** When a fill is flagged: a second one too soon, a stretch too far above the vehicle's usual. */
export function SettingsForm({ settings }: { settings: FleetSettings }) {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const save = useSaveFleetSettings();
  const form = useSchemaForm(settingsFormSchema, {
    quick_refill_minutes: String(settings.quick_refill_minutes),
    high_consumption_percent: String(settings.high_consumption_percent),
  });
  const n = (value: number) => formatNumber(value, language);
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
    notify.success(t('settings.saved'));
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="fleet-settings"
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        {...form.field('quick_refill_minutes')}
        label={t('settings.quickRefill')}
        hint={t('settings.quickRefillHint', { min: n(minutes.min), max: n(minutes.max) })}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...form.field('high_consumption_percent')}
        label={t('settings.highConsumption')}
        hint={t('settings.highConsumptionHint', { min: n(percent.min), max: n(percent.max) })}
        inputMode="numeric"
        autoComplete="off"
      />
      <SubmitButton
        pending={form.pending}
        className="sm:col-span-2 sm:w-auto sm:justify-self-start"
      >
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
