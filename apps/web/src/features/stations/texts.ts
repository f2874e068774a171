import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/stations.json';
import en from '../../locales/en/stations.json';
import ru from '../../locales/ru/stations.json';

// These texts travel with the Our stations screen.
addNamespace('stations', { am, en, ru });
