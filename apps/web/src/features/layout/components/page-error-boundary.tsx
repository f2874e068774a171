import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { isLoadFailure, retryFailedLoads, whenConnectionMayBeBack } from '../../../lib/connection';

interface Props {
  children: ReactNode;
}

interface State {
  failed: 'load' | 'render' | null;
}

/**
 * A cabinet page that fails to load or render, caught inside the frame: the header and menus
 * stay (app/routes/route-error catches what fails outside it). A page whose code could not be
 * fetched (no connection) says so and opens by itself once the server answers again: it is tried
 * when the browser is back online and every few seconds meanwhile. Anything else offers a reload.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null };
  private stop: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): State {
    return { failed: isLoadFailure(error) ? 'load' : 'render' };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page]', error);
  }

  override componentDidUpdate() {
    if (this.state.failed !== 'load' || this.stop) return;
    this.stop = whenConnectionMayBeBack(() => {
      // Asked of the server first, so a page still out of reach does not flash its loading mark.
      void fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        (reply) => reply.ok && this.retry(),
        () => undefined,
      );
    });
  }

  override componentWillUnmount() {
    this.stop?.();
  }

  private retry() {
    this.stop?.();
    this.stop = null;
    retryFailedLoads();
    this.setState({ failed: null });
  }

  override render() {
    const { failed } = this.state;
    return failed ? <PageFailed offline={failed === 'load'} /> : this.props.children;
  }
}

function PageFailed({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('cabinet');
  return (
    <div role="alert" className="mx-auto mt-10 max-w-md text-center">
      <h1 className="text-2xl font-bold text-sand-900">
        {offline ? tc('connection.title') : t('errors.pageTitle')}
      </h1>
      <p className="mt-2 text-sand-700">{offline ? tc('connection.page') : t('errors.pageText')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={`${buttonClass()} mt-6`}
      >
        {t('errors.reload')}
      </button>
    </div>
  );
}
