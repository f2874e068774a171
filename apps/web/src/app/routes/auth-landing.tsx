import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/layout/language-select';
import { SiteFooter } from '../../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import {
  GlobeIcon,
  HistoryIcon,
  PumpIcon,
  QrIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { FuelPrices } from '../../features/products/components/fuel-prices';

const POINTS = [
  { key: 'stations', Icon: PumpIcon },
  { key: 'secure', Icon: ShieldIcon },
  { key: 'languages', Icon: GlobeIcon },
] as const;

const FEATURES = [
  { key: 'balance', Icon: WalletIcon },
  { key: 'refuel', Icon: QrIcon },
  { key: 'share', Icon: UsersIcon },
  { key: 'history', Icon: HistoryIcon },
] as const;

/**
 * The guest's landing page at /{lang}/auth. The sign-in form arrives with the accounts feature;
 * until then the page tells what the cabinet offers and shows today's prices.
 */
export default function AuthLanding() {
  const { t } = useTranslation('auth');

  return (
    <div className="flex min-h-dvh flex-col lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <title>{`${t('pageTitle')} · Fuel Cabinet`}</title>
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
          <ComingSoonCard />
          <FuelPrices />
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}

function ComingSoonCard() {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
        <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
        {t('card.badge')}
      </p>
      <h2 id="coming-soon-title" className="mt-3 text-2xl font-bold text-sand-900">
        {t('card.title')}
      </h2>
      <p className="mt-2 leading-relaxed text-sand-700">{t('card.text')}</p>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-sand-600 uppercase">
        {t('card.featuresTitle')}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3 rounded-2xl bg-sand-50 p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
              <Icon />
            </span>
            <span>
              <span className="block font-semibold text-sand-900">
                {t(`card.features.${key}.title`)}
              </span>
              <span className="mt-0.5 block text-sm leading-snug text-sand-700">
                {t(`card.features.${key}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
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
