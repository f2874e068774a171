import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/notifications.json';

// Loaded with the cabinet frame (the bell and live toasts need them), not with the sign-in page.
addNamespace('notifications', am, {
  en: () => import('../../locales/en/notifications.json'),
  ru: () => import('../../locales/ru/notifications.json'),
});
