import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fuel/contract';
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { LanguageLayout } from '../routes/language-layout';
import { type Audience, homePath, rootRedirect, unknownPathRedirect } from './redirects';

// Route modules are loaded on demand, so the sign-in page ships only its own code.
const AuthLanding = lazy(() => import('../routes/auth-landing'));
const PrivacyPolicy = lazy(() => import('../routes/privacy-policy'));
const NotFound = lazy(() => import('../routes/not-found'));

/**
 * Declarative routes rather than a data router: the data router's extra code would not fit the
 * sign-in page's JavaScript budget (DESIGN §8), and redirects here need no loaders.
 */
export function AppRoutes({ audience }: { audience: Audience }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to={rootRedirect(audience)} />} />
      <Route path=":lang" element={<LanguageLayout audience={audience} />}>
        <Route index element={<HomeRedirect audience={audience} />} />
        {audienceRoutes(audience)}
        <Route path="privacy-policy" element={<PrivacyPolicy />} />
        <Route path="404" element={<NotFound />} />
        <Route path="*" element={<UnknownPath audience={audience} />} />
      </Route>
    </Routes>
  );
}

/** The pages only this audience may open (SPEC §2 table); shared pages are listed above. */
function audienceRoutes(audience: Audience) {
  switch (audience) {
    case 'guest':
      return <Route path="auth" element={<AuthLanding />} />;
    // The cabinet pages (dashboard, vehicles, …) arrive with the accounts feature.
    case 'individual':
    case 'company':
      return null;
  }
}

/** Rendered only under a supported language: LanguageLayout redirects every other prefix. */
function useRouteLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function HomeRedirect({ audience }: { audience: Audience }) {
  return <Navigate replace to={homePath(useRouteLanguage(), audience)} />;
}

function UnknownPath({ audience }: { audience: Audience }) {
  const target = unknownPathRedirect(useRouteLanguage(), audience);
  return target ? <Navigate replace to={target} /> : <NotFound />;
}
