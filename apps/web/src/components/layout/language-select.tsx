import { isLanguage, LANGUAGES, type Language } from '@fuel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { htmlLang, loadLanguageTexts, useLanguage } from '../../lib/i18n';
import { withLanguage } from '../../lib/i18n/language-path';
import { GlobeIcon } from '../ui/icons';

/** Each language is named in itself, so a reader finds theirs whatever the page shows. */
const LANGUAGE_NAMES: Record<Language, string> = { am: 'Հայերեն', en: 'English', ru: 'Русский' };

interface LanguageSelectProps {
  tone?: 'light' | 'dark';
  /** On phones only the language's code shows, leaving the row's room to the user's name. */
  compact?: boolean;
}

/** Switching language opens the same page under the other prefix and stores the choice. */
export function LanguageSelect({ tone = 'light', compact = false }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const styles =
    tone === 'dark'
      ? 'border-white/25 bg-white/10 text-white hover:bg-white/15 [&>option]:text-sand-900'
      : 'border-sand-300 bg-white text-sand-800 hover:border-brand-400';

  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute left-3 size-4 opacity-80" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next) || next === language) return;
          // The language's texts first; then both updates land in one render, so the page never
          // shows a mismatched language.
          void loadLanguageTexts(next).then(() => {
            void i18n.changeLanguage(next);
            // The same page in another language, not a step of its own: Back leaves the page.
            // What the entry remembers (the sign-in page's page to come back to) stays with it.
            navigate(withLanguage(location, next), { replace: true, state: location.state });
          });
        }}
        className={`font-page-script h-10 cursor-pointer appearance-none rounded-full border py-0 pr-8 pl-9 text-sm font-medium transition-colors ${styles} ${compact ? 'max-sm:w-15 max-sm:pr-0 max-sm:pl-8 max-sm:text-transparent [&>option]:text-sand-900' : ''}`}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {compact && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-8 text-sm font-medium uppercase sm:hidden"
        >
          {language}
        </span>
      )}
      <svg
        viewBox="0 0 12 12"
        className={`pointer-events-none absolute right-3 size-3 opacity-80 ${compact ? 'max-sm:hidden' : ''}`}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </div>
  );
}
