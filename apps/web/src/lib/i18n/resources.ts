import amErrors from '@fuel/contract/locales/am/errors.json';
import amValidation from '@fuel/contract/locales/am/validation.json';
import amAuth from '../../locales/am/auth.json';
import amCommon from '../../locales/am/common.json';
import amProducts from '../../locales/am/products.json';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enProducts from '../../locales/en/products.json';
import ruAuth from '../../locales/ru/auth.json';
import ruCommon from '../../locales/ru/common.json';
import ruProducts from '../../locales/ru/products.json';

/**
 * Every language is bundled (SPEC §7: translations are not fetched). The `errors` and
 * `validation` namespaces come from the contract so the API and the app share one wording.
 * Long texts of a single page (the privacy policy) travel in that page's chunk instead, see
 * addNamespace(), to keep the first download of the sign-in page small. For the same reason
 * the contract's texts in English and Russian are chunks of their own (contractTexts), loaded
 * at start when the page is in that language and on a switch to it; Armenian, the default and
 * fallback, is always there.
 */
export const resources = {
  am: {
    common: amCommon,
    auth: amAuth,
    products: amProducts,
    errors: amErrors,
    validation: amValidation,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    products: enProducts,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    products: ruProducts,
  },
} as const;

export const NAMESPACES = Object.keys(resources.am) as (keyof typeof resources.am)[];

/** The contract's error and validation texts of the languages not bundled with the first page. */
export const contractTexts = {
  en: () =>
    Promise.all([
      import('@fuel/contract/locales/en/errors.json'),
      import('@fuel/contract/locales/en/validation.json'),
    ]),
  ru: () =>
    Promise.all([
      import('@fuel/contract/locales/ru/errors.json'),
      import('@fuel/contract/locales/ru/validation.json'),
    ]),
} as const;
