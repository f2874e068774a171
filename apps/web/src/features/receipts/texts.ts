import am from '@fuel/contract/locales/am/receipts.json';
import { addNamespace } from '../../lib/i18n';

// What a receipt says is shared with the API's PDF; it travels with the receipt's screens.
addNamespace('receipts', am, {
  en: () => import('@fuel/contract/locales/en/receipts.json'),
  ru: () => import('@fuel/contract/locales/ru/receipts.json'),
});
