import { Suspense, useCallback, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoading } from '../routes/page-loading';
import { RouteErrorBoundary } from '../routes/route-error';
import { AccountSwitched } from './account-switched';
import { audienceOf } from './route-sets';
import { AppRoutes } from './routes';
import { SessionEndRedirect } from './session-end-redirect';

/**
 * The session picks the route set; a change of session re-renders the routes at once, and a
 * switch to another account draws them anew. The browser's address drives it, or a fixed
 * `location` when a page is drawn at build time.
 */
export function AppRouter({ location }: { location?: string }) {
  const session = useSession();
  const audience = audienceOf(session);
  const [shown, setShown] = useState(session.switches);
  const switched = useCallback(() => setShown(session.switches), [session.switches]);
  const routes = (
    <>
      <SessionEndRedirect />
      {shown === session.switches ? (
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes key={shown} audience={audience} />
          </Suspense>
        </RouteErrorBoundary>
      ) : (
        <AccountSwitched onDone={switched} />
      )}
    </>
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter>
  );
}
