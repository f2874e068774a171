import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/account.json';
import en from '../../locales/en/account.json';
import ru from '../../locales/ru/account.json';

// Registration and password pages bring their texts with them; the sign-in page does not need them.
addNamespace('account', { am, en, ru });
