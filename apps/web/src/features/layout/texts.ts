import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/cabinet.json';
import en from '../../locales/en/cabinet.json';
import ru from '../../locales/ru/cabinet.json';

// The cabinet's texts travel with its code, not with the sign-in page.
addNamespace('cabinet', { am, en, ru });
