import { useTranslation } from 'react-i18next';

/** The main region of every page carries this id. */
export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard on every page: jumps over the header to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipLink')}
    </a>
  );
}
