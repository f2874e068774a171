import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fuel/contract';
import { createElement, lazy } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import type { PagePath } from '../../lib/i18n/page-path';
import { useSession } from '../../lib/session';
import { LanguageLayout } from '../routes/language-layout';
import { type LazyPage, lazyPage } from './lazy-page';
import { type Audience, homePath, rootRedirect, unknownPathRedirect } from './redirects';
import { afterSignInPath, keepsPlace, signInTarget } from './return-path';
import { inCabinetFrame, pageAt, ROUTE_SETS } from './route-sets';

// Route modules are loaded on demand, so the sign-in page ships only its own code.
const NotFound = lazy(() => import('../routes/not-found'));
/**
 * The page the frame waits for on its first showing (set by preloadAddress). The frame and its
 * page then appear in one pass: shown alone, the frame drew its loading mark and the page's code
 * settled only after the frame's first render had taken the main thread, which put the page's
 * heading (the largest thing drawn) about half a second later on a slow phone.
 */
let firstPage: Promise<unknown> = Promise.resolve();
const Cabinet = lazyPage(() =>
  Promise.all([import('../routes/cabinet'), firstPage]).then(([frame]) => frame),
);

/** Every page, each a module of its own. */
const PAGES = {
  auth: lazyPage(() => import('../routes/auth-landing')),
  'auth/register': lazyPage(() => import('../routes/register')),
  'auth/forgot-password': lazyPage(() => import('../routes/forgot-password')),
  'auth/reset-password/:id/:token': lazyPage(() => import('../routes/reset-password')),
  'auth/confirm-email/:id/:token': lazyPage(() => import('../routes/confirm-email')),
  'privacy-policy': lazyPage(() => import('../routes/privacy-policy')),
  more: lazyPage(() => import('../routes/more')),
  dashboard: lazyPage(() => import('../routes/dashboard')),
  profile: lazyPage(() => import('../routes/profile')),
  'my-balance': lazyPage(() => import('../routes/my-balance')),
  transactions: lazyPage(() => import('../routes/transactions')),
  'transactions/:id': lazyPage(() => import('../routes/transaction')),
  statements: lazyPage(() => import('../routes/statements')),
  'receipts/:id': lazyPage(() => import('../routes/receipt')),
  messages: lazyPage(() => import('../routes/messages')),
  vehicles: lazyPage(() => import('../routes/vehicles')),
  'vehicles/:id': lazyPage(() => import('../routes/vehicle')),
  consumption: lazyPage(() => import('../routes/consumption')),
  'consumption/exceptions': lazyPage(() => import('../routes/consumption-exceptions')),
  stations: lazyPage(() => import('../routes/stations')),
  friends: lazyPage(() => import('../routes/friends')),
  partners: lazyPage(() => import('../routes/partners')),
  cards: lazyPage(() => import('../routes/cards')),
  'cards/:id': lazyPage(() => import('../routes/card')),
  team: lazyPage(() => import('../routes/team')),
  audit: lazyPage(() => import('../routes/audit')),
  'team-invite/:id/:token': lazyPage(() => import('../routes/team-invite')),
} satisfies Record<PagePath, LazyPage>;

/** Loads a page's code ahead of its first render (a page the server sent already drawn). */
export function preloadPage(path: PagePath): Promise<void> {
  return PAGES[path].preload();
}

/**
 * Starts loading the code of the page at `pathname`, and of the cabinet's frame around it, before
 * the first render. Rendered without this, the frame's code would be asked for first and the
 * page's only once the frame had arrived and run: one more trip over a slow link before the page
 * shows. Anything that matches no page of the audience loads nothing here.
 */
export function preloadAddress(pathname: string, audience: Audience): Promise<void> {
  const path = pageAt(pathname, audience);
  if (!path) return Promise.resolve();
  const page = preloadPage(path);
  if (!inCabinetFrame(path, audience)) return page;
  // A page that fails to load must not keep the frame away: the route shows the error.
  firstPage = page.catch(() => undefined);
  return Promise.all([page, Cabinet.preload()]).then(() => undefined);
}

/**
 * Declarative routes rather than a data router: the data router's extra code would not fit the
 * sign-in page's JavaScript budget (DESIGN §8), and redirects here need no loaders.
 */
export function AppRoutes({ audience }: { audience: Audience }) {
  const pages = ROUTE_SETS[audience];
  const page = (path: PagePath) => (
    <Route key={path} path={path} element={createElement(PAGES[path])} />
  );
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to={rootRedirect(audience)} />} />
      <Route path=":lang" element={<LanguageLayout audience={audience} />}>
        <Route index element={<HomeRedirect audience={audience} />} />
        {pages.filter((path) => !inCabinetFrame(path, audience)).map(page)}
        {audience !== 'guest' && (
          <>
            <Route element={<Cabinet />}>
              {pages.filter((path) => inCabinetFrame(path, audience)).map(page)}
            </Route>
            {/* Signed in (already, or just now): back to the page remembered, else the dashboard. */}
            <Route path="auth/*" element={<AfterSignIn audience={audience} />} />
          </>
        )}
        <Route path="404" element={<NotFound />} />
        <Route path="*" element={<UnknownPath audience={audience} />} />
      </Route>
    </Routes>
  );
}

/** Rendered only under a supported language: LanguageLayout redirects every other prefix. */
function useRouteLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function HomeRedirect({ audience }: { audience: Audience }) {
  return <Navigate replace to={homePath(useRouteLanguage(), audience)} />;
}

function AfterSignIn({ audience }: { audience: Exclude<Audience, 'guest'> }) {
  const { state } = useLocation();
  return <Navigate replace to={afterSignInPath(state, useRouteLanguage(), audience)} />;
}

/** A guest on a cabinet page (a bookmark, a session that ended) signs in and comes back to it. */
function UnknownPath({ audience }: { audience: Audience }) {
  const language = useRouteLanguage();
  const { pathname, search } = useLocation();
  const { ended } = useSession();
  const target = unknownPathRedirect(language, audience);
  if (!target) return <NotFound />;
  if (audience !== 'guest') return <Navigate replace to={target} />;
  const remembered = keepsPlace(ended) ? `${pathname}${search}` : '';
  const { to, state } = signInTarget(language, remembered);
  return <Navigate replace to={to} state={state} />;
}
