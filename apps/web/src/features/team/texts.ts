import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/team.json';

// The team's texts travel with its screens and the header's list of accounts.
addNamespace('team', am, {
  en: () => import('../../locales/en/team.json'),
  ru: () => import('../../locales/ru/team.json'),
});
