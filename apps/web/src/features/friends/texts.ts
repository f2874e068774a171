import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/friends.json';

// These texts travel with the Friends / My partners screens and the Send fuel panel.
addNamespace('friends', am, {
  en: () => import('../../locales/en/friends.json'),
  ru: () => import('../../locales/ru/friends.json'),
});
