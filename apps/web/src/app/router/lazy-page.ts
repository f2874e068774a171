import { type ComponentType, createElement, lazy, useState } from 'react';
import { afterLoadFailure } from '../../lib/connection';
import { currentLanguage, loadLanguageTexts } from '../../lib/i18n';

type PageModule = { default: ComponentType };

/** A page loaded on demand that can also be loaded ahead of its first render. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's code; a render after this settles draws the page without suspending. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` with a preload. A page the server sent already drawn (build/prerender.tsx) must
 * render in its first pass, or Suspense would swap the drawn page for the loading mark while the
 * code arrives; the entry preloads that page before hydrating. Each mounted page keeps the form
 * it started with, so a page shown through `lazy` is never remounted once its code is in.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  // The page's texts in the language shown (fetched as its code registers them) come before
  // its first render; if they cannot be fetched, it shows in Armenian, the fallback.
  const loadAndKeep = () =>
    load().then(async (module) => {
      await loadLanguageTexts(currentLanguage()).catch(() => undefined);
      loaded = module.default;
      return module;
    });
  // A load that failed (no connection) is not kept: once the error boundary tries again, the
  // page fetches its code anew instead of failing with the same error. Not at once: React draws
  // a failed page again right away, which would only start the next failing try.
  const onDemand = (): ComponentType =>
    lazy(() =>
      loadAndKeep().catch((error: unknown) => {
        afterLoadFailure(() => {
          OnDemand = onDemand();
        });
        throw error;
      }),
    );
  let OnDemand = onDemand();
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? OnDemand);
    return createElement(Component);
  }
  Page.preload = () => loadAndKeep().then(() => undefined);
  return Page;
}
