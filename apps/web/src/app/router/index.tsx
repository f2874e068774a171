import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoading } from '../routes/page-loading';
import { RouteErrorBoundary } from '../routes/route-error';
import type { Audience } from './redirects';
import { AppRoutes } from './routes';

/** Everyone is a guest until the accounts feature provides the signed-in audience. */
export function AppRouter({ audience = 'guest' }: { audience?: Audience }) {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes audience={audience} />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
