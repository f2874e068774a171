import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { useSetNewsletter } from '../api/set-newsletter';
import { Section } from './section';

/** An on/off switch (role="switch"): saved as soon as it is pressed. */
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
    <Section id="newsletter-title" title={t('newsletter.title')}>
      <div className="flex items-center justify-between gap-4">
        <p id="newsletter-text" className="text-sand-700">
          {t('newsletter.text')}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="newsletter-title"
          aria-describedby="newsletter-text"
          disabled={set.isPending}
          onClick={() => void toggle()}
          className="relative h-8 w-14 shrink-0 rounded-full bg-sand-300 transition-colors aria-checked:bg-brand-600 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : ''}`}
          />
        </button>
      </div>
    </Section>
  );
}
