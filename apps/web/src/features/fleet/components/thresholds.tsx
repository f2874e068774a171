import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/session';
import { useFleetSettings } from '../api/fleet-settings';
import { SettingsForm } from './settings-form';

/** When fills are flagged: the form for those who manage vehicles, the figures for the others. */
export function Thresholds() {
  const { t } = useTranslation('fleet');
  const language = useLanguage();
  const manages = useCan('vehicles.manage');
  const settings = useFleetSettings();
  if (!settings.data) return null;
  const { quick_refill_minutes: minutes, high_consumption_percent: percent } = settings.data;
  return (
    <section
      aria-labelledby="fleet-settings"
      className="mt-10 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="fleet-settings" className="text-lg font-bold text-sand-900">
        {t('settings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-sand-600">
        {t('settings.now', {
          minutes: formatNumber(minutes, language),
          percent: formatNumber(percent, language),
        })}
      </p>
      {manages && <SettingsForm settings={settings.data} />}
    </section>
  );
}
