import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/transactions.json';
import en from '../../locales/en/transactions.json';
import ru from '../../locales/ru/transactions.json';

// These texts travel with the Transactions screens, not with the sign-in page.
addNamespace('transactions', { am, en, ru });
