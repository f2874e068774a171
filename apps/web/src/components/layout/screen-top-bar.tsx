import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pagePath } from '../../lib/i18n';
import { ArrowLeftIcon } from '../ui/icons';
import { LanguageSelect } from './language-select';

const COLUMNS = {
  narrow: 'max-w-xl px-4',
  wide: 'max-w-3xl px-4 sm:px-6',
} as const;

interface ScreenTopBarProps {
  /** The page's column, which the bar's content lines up with. */
  column: keyof typeof COLUMNS;
  /** The bar's background; translucent over the page it floats on. */
  surface: string;
  /**
   * Back returns to the previous page of the visit when there is one (a page read on the way
   * somewhere); without it, or on a direct visit, Back opens main.
   */
  returnToPrevious?: boolean;
}

/**
 * The top bar of a full-screen page (SPEC §2: the privacy policy and More have no sidebar or
 * header): Back and the language choice, a labelled landmark that stays in view.
 */
export function ScreenTopBar({ column, surface, returnToPrevious = false }: ScreenTopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry of a visit: there is nothing of ours to go back to.
  const canGoBack = returnToPrevious && location.key !== 'default';

  return (
    <nav
      aria-label={t('common:nav.topBar')}
      className={`sticky top-0 z-10 border-b border-sand-200 backdrop-blur ${surface}`}
    >
      <div className={`mx-auto flex items-center justify-between gap-3 py-3 ${COLUMNS[column]}`}>
        <Link
          to={pagePath('dashboard')}
          onClick={(event) => {
            if (!canGoBack) return;
            event.preventDefault();
            navigate(-1);
          }}
          className="inline-flex h-10 items-center gap-2 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeftIcon />
          {t('common:nav.back')}
        </Link>
        <LanguageSelect />
      </div>
    </nav>
  );
}
