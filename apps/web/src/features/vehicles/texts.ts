import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/vehicles.json';
import en from '../../locales/en/vehicles.json';
import ru from '../../locales/ru/vehicles.json';

// These texts travel with the My vehicles screen.
addNamespace('vehicles', { am, en, ru });
