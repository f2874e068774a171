import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/page-title';
import { ScreenTopBar } from '../../components/layout/screen-top-bar';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { Logo } from '../../components/ui/logo';
import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/privacy.json';

addNamespace('privacy', am, {
  en: () => import('../../locales/en/privacy.json'),
  ru: () => import('../../locales/ru/privacy.json'),
});

const PRIVACY_EMAIL = 'privacy@fuelcabinet.am';

/** Section ids (also the anchors) and the list items each one has in the `privacy` namespace. */
const SECTIONS = [
  {
    id: 'data',
    items: ['account', 'vehicles', 'transactions', 'payments', 'stations', 'technical'],
  },
  { id: 'purposes', items: ['service', 'payments', 'security', 'messages', 'newsletter', 'law'] },
  { id: 'sharing', items: ['bank', 'stations', 'messaging', 'authorities'] },
  { id: 'retention', items: ['account', 'records', 'logs'] },
  { id: 'security', items: [] },
  { id: 'rights', items: ['access', 'correction', 'deletion', 'consent', 'complaint'] },
  { id: 'storage', items: [] },
  { id: 'contact', items: [] },
  { id: 'changes', items: [] },
] as const;

/** Full-screen policy page (SPEC §2: no sidebar or header), open to everyone. */
export default function PrivacyPolicy() {
  const { t } = useTranslation('privacy');

  return (
    <div className="min-h-dvh">
      <PageTitle>{`${t('pageTitle')} · Fuel Cabinet`}</PageTitle>
      <ScreenTopBar column="wide" surface="bg-sand-50/90" returnToPrevious />

      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-3xl px-4 pt-8 pb-16 outline-none sm:px-6"
      >
        <Logo />
        <h1 className="mt-8 text-3xl font-bold text-sand-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-sand-600">{t('updated')}</p>
        <p className="mt-6 text-lg leading-relaxed text-sand-800">{t('intro')}</p>

        <nav
          aria-labelledby="privacy-contents"
          className="mt-8 rounded-2xl border border-sand-200 bg-white p-5"
        >
          <h2
            id="privacy-contents"
            className="text-sm font-semibold tracking-wide text-sand-600 uppercase"
          >
            {t('contents')}
          </h2>
          <ol className="mt-3 grid list-inside list-decimal gap-x-6 gap-y-1.5 text-brand-700 sm:grid-cols-2">
            {SECTIONS.map(({ id }) => (
              <li key={id}>
                <a href={`#${id}`} className="underline-offset-4 hover:underline">
                  {t(`sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {SECTIONS.map(({ id, items }, index) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`${id}-title`} className="text-xl font-bold text-sand-900">
              <span className="mr-2 text-accent-700">{`${index + 1}.`}</span>
              {t(`sections.${id}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-sand-800">{t(`sections.${id}.text`)}</p>
            {items.length > 0 && (
              <ul className="mt-3 space-y-2">
                {items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-sand-800">
                    <span
                      className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500"
                      aria-hidden="true"
                    />
                    <span>{t(`sections.${id}.items.${item}`)}</span>
                  </li>
                ))}
              </ul>
            )}
            {id === 'contact' && (
              <p className="mt-3">
                <a
                  href={`mailto:${PRIVACY_EMAIL}`}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {PRIVACY_EMAIL}
                </a>
              </p>
            )}
          </section>
        ))}
      </main>
    </div>
  );
}
