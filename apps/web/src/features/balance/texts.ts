import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/balance.json';
import en from '../../locales/en/balance.json';
import ru from '../../locales/ru/balance.json';

// These texts travel with the My balance screen, not with the sign-in page.
addNamespace('balance', { am, en, ru });
