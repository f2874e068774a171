import amErrors from '@fuel/contract/locales/am/errors.json';
import amValidation from '@fuel/contract/locales/am/validation.json';
import enErrors from '@fuel/contract/locales/en/errors.json';
import enValidation from '@fuel/contract/locales/en/validation.json';
import ruErrors from '@fuel/contract/locales/ru/errors.json';
import ruValidation from '@fuel/contract/locales/ru/validation.json';
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
 * addNamespace(), to keep the first download of the sign-in page small.
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
    errors: enErrors,
    validation: enValidation,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    products: ruProducts,
    errors: ruErrors,
    validation: ruValidation,
  },
} as const;

export const NAMESPACES = Object.keys(resources.am) as (keyof typeof resources.am)[];
