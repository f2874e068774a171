import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/refuel-code.json';

// The texts of a refuel code on screen, shared by My balance and a card's page: each page's own
// texts module brings them, so they are loaded with the page, in the page's language.
addNamespace('refuel-code', am, {
  en: () => import('../../locales/en/refuel-code.json'),
  ru: () => import('../../locales/ru/refuel-code.json'),
});
