import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/layout/language-select';
import { PageTitle } from '../../components/layout/page-title';
import { SiteFooter } from '../../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { GlobeIcon, PumpIcon, ShieldIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { FuelPrices } from '../../features/products/components/fuel-prices';

const POINTS = [
  { key: 'stations', Icon: PumpIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'languages', Icon: GlobeIcon },
] as const;

/** The guest's landing page at /{lang}/auth: the brand, sign-in in two steps, today's prices. */
export default function AuthLanding() {
  const { t } = useTranslation('auth');

  return (
    <div className="flex min-h-dvh flex-col lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <PageTitle>{`${t('pageTitle')} · Fuel Cabinet`}</PageTitle>
      <header className="surface-dark relative isolate overflow-hidden bg-brand-700 text-white lg:sticky lg:top-0 lg:h-dvh">
        <BrandBackdrop />
        <div className="flex h-full flex-col gap-8 px-5 pt-5 pb-9 sm:px-8 lg:px-12 lg:py-10">
          <div className="flex items-center justify-between gap-4">
            <Logo tone="light" />
            <LanguageSelect tone="dark" />
          </div>
          <div className="max-w-lg lg:my-auto">
            <p className="inline-flex rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold tracking-wide text-sand-900 uppercase">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-4 text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="mt-4 text-base leading-relaxed text-brand-50 sm:text-lg">
              {t('hero.text')}
            </p>
            <ul className="mt-8 hidden gap-3 sm:grid">
              {POINTS.map(({ key, Icon }) => (
                <li key={key} className="flex items-center gap-3 text-sm text-brand-50">
                  <span className="grid size-8 place-items-center rounded-lg bg-white/10 text-accent-400">
                    <Icon className="size-4" />
                  </span>
                  {t(`hero.points.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </header>

      <div className="flex flex-1 flex-col">
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-6 outline-none sm:px-8 lg:px-12 lg:py-12"
        >
          <LoginCard />
          <FuelPrices />
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}

function LoginCard() {
  return (
    <section className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <LoginPanel />
    </section>
  );
}

/** Soft shapes behind the brand panel; decoration only. */
function BrandBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900" />
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="absolute -right-24 -bottom-28 size-[26rem] text-brand-500/25 lg:size-[34rem]"
      >
        <path
          d="M200 30c48 64 100 122 100 188a100 100 0 0 1-200 0c0-66 52-124 100-188z"
          fill="currentColor"
        />
      </svg>
      <div className="absolute -top-20 -left-16 size-64 rounded-full bg-accent-500/15 blur-3xl" />
    </div>
  );
}
