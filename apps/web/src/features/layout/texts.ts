import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/cabinet.json';

// The cabinet's texts travel with its code, not with the sign-in page.
addNamespace('cabinet', am, {
  en: () => import('../../locales/en/cabinet.json'),
  ru: () => import('../../locales/ru/cabinet.json'),
});
