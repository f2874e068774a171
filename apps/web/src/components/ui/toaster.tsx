import { lazy, Suspense } from 'react';
import { useToastAreaWanted } from '../../lib/toast';

const ToastArea = lazy(() => import('./toast-area'));

/**
 * The one toast area of the app, drawn from the first toast on (lib/toast loads the library
 * then, not with the page).
 */
export function AppToaster() {
  const wanted = useToastAreaWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
