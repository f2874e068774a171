import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/transactions.json';

// These texts travel with the Transactions screens, not with the sign-in page.
addNamespace('transactions', am, {
  en: () => import('../../locales/en/transactions.json'),
  ru: () => import('../../locales/ru/transactions.json'),
});
