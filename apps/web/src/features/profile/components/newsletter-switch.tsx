import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { useSetNewsletter } from '../api/set-newsletter';
import { SettingSwitch } from './setting-switch';

/** The newsletter on or off, saved as soon as the switch is pressed. */
export function NewsletterSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('profile');
  const set = useSetNewsletter();
  const toggle = async () => {
    try {
      const me = await set.mutateAsync(!on);
      notify.success(me.newsletter ? t('newsletter.on') : t('newsletter.off'));
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <SettingSwitch
      id="newsletter"
      title={t('newsletter.title')}
      text={t('newsletter.text')}
      on={on}
      pending={set.isPending}
      onToggle={() => void toggle()}
    />
  );
}
