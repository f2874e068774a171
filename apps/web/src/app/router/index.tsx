import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoading } from '../routes/page-loading';
import { RouteErrorBoundary } from '../routes/route-error';
import { audienceOf } from './route-sets';
import { AppRoutes } from './routes';
import { SessionEndRedirect } from './session-end-redirect';

/**
 * The session picks the route set; a change of session re-renders the routes at once. The
 * browser's address drives it, or a fixed `location` when a page is drawn at build time.
 */
export function AppRouter({ location }: { location?: string }) {
  const audience = audienceOf(useSession());
  const routes = (
    <>
      <SessionEndRedirect />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes audience={audience} />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter>
  );
}
