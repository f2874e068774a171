import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/dashboard.json';

// These texts travel with the Main screen.
addNamespace('dashboard', am, {
  en: () => import('../../locales/en/dashboard.json'),
  ru: () => import('../../locales/ru/dashboard.json'),
});
