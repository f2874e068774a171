import { isLanguage } from '@fuel/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link';
import { switchLanguage } from '../../lib/i18n';
import { type Audience, languageRedirect } from '../router/redirects';

/** Smooth unless the reader asked the system for less motion. */
function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Everything under /{lang}. The URL decides the page's language: i18next follows it (and stores
 * the choice) once that language's texts are in. Meanwhile the page stays as it is, in the
 * language it was in: unmounted, it would lose what it holds (a form's answer, a typed value).
 */
export function LanguageLayout({ audience }: { audience: Audience }) {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const supported = isLanguage(lang);

  useEffect(() => {
    if (supported && i18n.language !== lang) void switchLanguage(lang);
  }, [supported, lang, i18n]);

  // A new page starts at its top (SPEC §2); a change of query or hash keeps the position. The
  // first page of a visit is already at its top (or where the browser restores it): scrolling
  // there would only force a layout while the app starts.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      scrollToTop();
    }
  }, [pathname]);

  const target = languageRedirect(lang, audience);
  if (target) return <Navigate replace to={target} />;
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
