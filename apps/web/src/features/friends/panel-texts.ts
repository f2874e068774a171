import { addNamespace } from '../../lib/i18n';
import am from '../../locales/am/send-fuel.json';

// The few texts of My balance's Send fuel panel: the rest of Friends' texts come with the
// dialog it opens, not with My balance.
addNamespace('send-fuel', am, {
  en: () => import('../../locales/en/send-fuel.json'),
  ru: () => import('../../locales/ru/send-fuel.json'),
});
