import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { toastAreaMounted } from '../../lib/toast';

/** The headers are 4rem high: toasts start below them, so language, bell and avatar stay usable. */
const BELOW_HEADER = { top: 76, right: 16, left: 16 };

/**
 * Success toasts use the default top-right position; error toasts ask for top-centre themselves
 * (see lib/toast). Alt+T is sonner's default hotkey and moves focus into the area while a toast
 * is shown.
 */
export default function ToastArea() {
  const { t } = useTranslation();
  // Sonner's area listens from its own effect, which runs before this one.
  useEffect(() => toastAreaMounted(), []);
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
