// Not a React hook despite its name; the alias keeps the hook lint rules accurate.
import { installValidationKeys } from '@fuel/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PRERENDERED_PAGE_ATTRIBUTE, prerenderedPage, unlockControls } from './app/prerendered';
import { audienceOf } from './app/router/route-sets';
import { preloadAddress, preloadPage } from './app/router/routes';
import { currentLanguage, loadLanguageTexts } from './lib/i18n';
import { getSession } from './lib/session';

// Validation messages become translation keys before any schema runs (see the contract).
installValidationKeys();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A guest page may arrive already drawn (build/prerender.tsx), so its text shows before any
// script runs. A guest takes it over as it is; a signed-in visitor gets another page there, so
// the drawing is dropped and the app renders afresh.
const page = prerenderedPage(root.getAttribute(PRERENDERED_PAGE_ATTRIBUTE));
if (page && !getSession().isAuth) {
  // Not a top-level await: the page's code imports this module's, which must finish first.
  void Promise.all([preloadPage(page), loadLanguageTexts(currentLanguage())]).then(() => {
    hydrateRoot(root, <App />);
    // The drawn controls were disabled so that nothing typed before this is lost.
    unlockControls(root);
  });
} else {
  // The page's code and its frame's are asked for together, while the first render runs. A
  // failed load is the render's to report (the route's error screen), not a second time here.
  preloadAddress(window.location.pathname, audienceOf(getSession())).catch(() => undefined);
  // The first render in a task of its own, after the one that ran the app's modules: on a slow
  // phone each is a long task already, and together they blocked input for twice as long. A page
  // in English or Russian waits for its texts (fetched from the start, build/prerender.tsx).
  const render = () =>
    setTimeout(() => {
      root.replaceChildren();
      createRoot(root).render(<App />);
    });
  // Texts that fail to load leave the page in Armenian rather than blank.
  loadLanguageTexts(currentLanguage()).then(render, render);
}
