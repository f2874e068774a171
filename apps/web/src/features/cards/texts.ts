import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/cards.json';

// These texts travel with the Cards screens; a card's refuel codes bring their own (card-codes).
addNamespace('cards', am, {
  en: () => import('../../locales/en/cards.json'),
  ru: () => import('../../locales/ru/cards.json'),
});
