import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/profile.json';
import en from '../../locales/en/profile.json';
import ru from '../../locales/ru/profile.json';

// These texts travel with the Settings screen.
addNamespace('profile', { am, en, ru });
