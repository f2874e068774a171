import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/cards.json';
import en from '../../locales/en/cards.json';
import ru from '../../locales/ru/cards.json';

// These texts travel with the Cards screens.
addNamespace('cards', { am, en, ru });
