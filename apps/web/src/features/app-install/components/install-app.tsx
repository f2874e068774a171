import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../lib/i18n';
import am from '../../../locales/am/pwa.json';
import { dismissInstallHint, installHint, surroundings } from '../install-hint';

addNamespace('pwa', am, {
  en: () => import('../../../locales/en/pwa.json'),
  ru: () => import('../../../locales/ru/pwa.json'),
});

const button = 'inline-flex h-11 shrink-0 items-center rounded-full px-5 font-semibold';

/**
 * "Install the app", where the browser offers to (Chromium keeps its offer for this button,
 * lib/app-install), or the steps on iPhone and iPad, whose Safari has no such offer. Either is
 * shown until installed or put aside once ("Not now", "Got it").
 */
export function InstallApp() {
  const { t } = useTranslation('pwa');
  const [hint, setHint] = useState(() => installHint(surroundings()));

  useEffect(() => {
    // The offer may come after the page opened; it goes once the app is installed.
    const update = () => setHint(installHint(surroundings()));
    const installed = () => setHint(null);
    window.addEventListener('beforeinstallprompt', update);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', update);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!hint) return null;
  const dismiss = () => {
    dismissInstallHint();
    setHint(null);
  };
  const install = async () => {
    const offer = window.installOffer;
    if (!offer) return;
    // An offer can be used once; the browser makes a new one if the person says no.
    window.installOffer = undefined;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') setHint(null);
    else setHint(installHint(surroundings()));
  };

  return (
    <section
      aria-labelledby="install-title"
      className="rounded-2xl border border-sand-200 bg-white p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
      data-testid="install-app"
    >
      <div>
        <h2 id="install-title" className="font-semibold text-sand-900">
          {t('install.heading')}
        </h2>
        <p className="mt-1 text-sm text-sand-700">
          {hint === 'ios' ? t('install.iosText') : t('install.text')}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:mt-0">
        {hint === 'prompt' && (
          <button
            type="button"
            onClick={() => void install()}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('install.button')}
          </button>
        )}
        <button
          type="button"
          onClick={dismiss}
          className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          {hint === 'ios' ? t('install.iosDismiss') : t('install.dismiss')}
        </button>
      </div>
    </section>
  );
}
