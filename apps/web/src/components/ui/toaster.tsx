import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The headers are 4rem high: toasts start below them, so language, bell and avatar stay usable. */
const BELOW_HEADER = { top: 76, right: 16, left: 16 };

/**
 * The one toast area of the app. Success toasts use the default top-right position; error toasts
 * ask for top-centre themselves (see lib/toast). Alt+T is sonner's default hotkey and moves focus
 * into the area while a toast is shown.
 */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('nav.close') }}
    />
  );
}
