import '../../components/refuel-code/texts';
import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/balance.json';

// These texts travel with the My balance screen, not with the sign-in page; so do those of its
// refuel codes.
addNamespace('balance', am, {
  en: () => import('../../locales/en/balance.json'),
  ru: () => import('../../locales/ru/balance.json'),
});
