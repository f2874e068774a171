import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useSession } from '../../lib/session';
import { PageLoading } from '../routes/page-loading';
import { RouteErrorBoundary } from '../routes/route-error';
import { audienceOf } from './route-sets';
import { AppRoutes } from './routes';
import { SessionEndRedirect } from './session-end-redirect';

/** The session picks the route set; a change of session re-renders the routes at once. */
export function AppRouter() {
  const audience = audienceOf(useSession());
  return (
    <BrowserRouter>
      <SessionEndRedirect />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes audience={audience} />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
