import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { buttonClass } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';

interface State {
  failed: boolean;
}

/** Catches a page that fails to load or render (for example a chunk removed by a new deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page]', error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <main id={MAIN_CONTENT_ID} className="grid min-h-dvh place-items-center px-6">
      <div className="max-w-md text-center">
        <LogoMark className="mx-auto size-14" />
        <h1 className="mt-6 text-2xl font-bold text-sand-900">{t('errors.pageTitle')}</h1>
        <p className="mt-2 text-sand-700">{t('errors.pageText')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${buttonClass()} mt-6`}
        >
          {t('errors.reload')}
        </button>
      </div>
    </main>
  );
}
