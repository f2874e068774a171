import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/friends.json';
import en from '../../locales/en/friends.json';
import ru from '../../locales/ru/friends.json';

// These texts travel with the Friends / My partners screens and the Send fuel panel.
addNamespace('friends', { am, en, ru });
