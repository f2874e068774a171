import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/statements.json';

// These texts travel with the Statements screen, not with the sign-in page.
addNamespace('statements', am, {
  en: () => import('../../locales/en/statements.json'),
  ru: () => import('../../locales/ru/statements.json'),
});
