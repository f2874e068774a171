import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/fleet.json';

// These texts travel with the vehicle's page and the consumption pages.
addNamespace('fleet', am, {
  en: () => import('../../locales/en/fleet.json'),
  ru: () => import('../../locales/ru/fleet.json'),
});
