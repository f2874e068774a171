import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/account.json';

// Registration and password pages bring their texts with them; the sign-in page does not need them.
addNamespace('account', am, {
  en: () => import('../../locales/en/account.json'),
  ru: () => import('../../locales/ru/account.json'),
});
