import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/stations.json';

// These texts travel with the Our stations screen.
addNamespace('stations', am, {
  en: () => import('../../locales/en/stations.json'),
  ru: () => import('../../locales/ru/stations.json'),
});
