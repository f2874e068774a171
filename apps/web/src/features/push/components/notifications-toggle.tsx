import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { addNamespace } from '../../../lib/i18n';
import am from '../../../locales/am/push.json';
import { usePush } from '../hooks/use-push';

addNamespace('push', am, {
  en: () => import('../../../locales/en/push.json'),
  ru: () => import('../../../locales/ru/push.json'),
});

/**
 * "Turn on notifications": the browser's permission prompt opens only from this click, never on
 * page load. Hidden when the browser cannot receive push or the server has it turned off.
 */
export function NotificationsToggle() {
  const { t } = useTranslation('push');
  const push = usePush();
  if (!push.available) return null;

  return (
    <section
      aria-labelledby="push-title"
      className="rounded-2xl border border-sand-200 bg-white p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <h2 id="push-title" className="font-semibold text-sand-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-sand-700">
          {push.state === 'denied' ? t('denied') : push.state === 'on' ? t('on') : t('text')}
        </p>
      </div>
      {push.state !== 'denied' && (
        <button
          type="button"
          onClick={push.state === 'on' ? push.disable : push.enable}
          disabled={push.pending}
          aria-busy={push.pending || undefined}
          className={`${buttonClass()} mt-4 shrink-0 sm:mt-0`}
        >
          {push.pending && <Spinner />}
          {push.state === 'on' ? t('turnOff') : t('turnOn')}
        </button>
      )}
    </section>
  );
}
