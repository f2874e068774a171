import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/dashboard.json';
import en from '../../locales/en/dashboard.json';
import ru from '../../locales/ru/dashboard.json';

// These texts travel with the Main screen.
addNamespace('dashboard', { am, en, ru });
