import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/profile.json';

// These texts travel with the Settings screen.
addNamespace('profile', am, {
  en: () => import('../../locales/en/profile.json'),
  ru: () => import('../../locales/ru/profile.json'),
});
