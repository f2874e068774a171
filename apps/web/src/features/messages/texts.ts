import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/messages.json';

// Loaded with the cabinet frame (the bell and live toasts need them), not with the sign-in page.
addNamespace('messages', am, {
  en: () => import('../../locales/en/messages.json'),
  ru: () => import('../../locales/ru/messages.json'),
});
