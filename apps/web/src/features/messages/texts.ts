import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/messages.json';
import en from '../../locales/en/messages.json';
import ru from '../../locales/ru/messages.json';

// Loaded with the cabinet frame (the bell and live toasts need them), not with the sign-in page.
addNamespace('messages', { am, en, ru });
