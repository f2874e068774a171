import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/layout/language-select';
import { PageTitle } from '../../components/layout/page-title';
import { SiteFooter } from '../../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { buttonClass } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { pagePath } from '../../lib/i18n';

/**
 * "Sorry, such page does not exist." Its link goes to the cabinet's main page; a guest is sent on
 * from there to sign in by the router, so the link is right for every audience.
 */
export default function NotFound() {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle>{`${t('notFound.pageTitle')} · Fuel Cabinet`}</PageTitle>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <Logo />
        <LanguageSelect />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="grid flex-1 place-items-center px-5 pb-16 outline-none"
      >
        <div className="max-w-lg text-center">
          <p
            className="text-8xl font-black tracking-tight text-brand-600 sm:text-9xl"
            aria-hidden="true"
          >
            4<span className="text-accent-500">0</span>4
          </p>
          <h1 className="mt-6 text-2xl font-bold text-balance text-sand-900 sm:text-3xl">
            {t('notFound.title')}
          </h1>
          <p className="mt-3 text-sand-700">{t('notFound.text')}</p>
          <Link to={pagePath('dashboard')} className={`${buttonClass('primary', 'lg')} mt-8`}>
            {t('notFound.back')}
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
