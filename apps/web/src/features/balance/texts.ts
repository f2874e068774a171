import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/balance.json';

// These texts travel with the My balance screen, not with the sign-in page.
addNamespace('balance', am, {
  en: () => import('../../locales/en/balance.json'),
  ru: () => import('../../locales/ru/balance.json'),
});
