import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/vehicles.json';

// These texts travel with the My vehicles screen.
addNamespace('vehicles', am, {
  en: () => import('../../locales/en/vehicles.json'),
  ru: () => import('../../locales/ru/vehicles.json'),
});
