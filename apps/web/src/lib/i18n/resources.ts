import amErrors from '@fuel/contract/locales/am/errors.json';
import amValidation from '@fuel/contract/locales/am/validation.json';
import amAuth from '../../locales/am/auth.json';
import amCommon from '../../locales/am/common.json';
import amProducts from '../../locales/am/products.json';

/**
 * Every language ships with the app (SPEC §7: translations come from no service). Armenian, the
 * default and the fallback, is in the first download; English and Russian are chunks of their own
 * (languageTexts), loaded before the first render when the page is in that language and before a
 * switch to it, to keep the sign-in page's first download small. The `errors` and `validation`
 * namespaces come from the contract so the API and the app share one wording. Long texts of a
 * single page (the privacy policy) travel in that page's chunk instead, see addNamespace().
 */
export const resources = {
  am: {
    common: amCommon,
    auth: amAuth,
    products: amProducts,
    errors: amErrors,
    validation: amValidation,
  },
} as const;

export const NAMESPACES = Object.keys(resources.am) as (keyof typeof resources.am)[];

type Texts = { default: object };
type Bundles = Record<(typeof NAMESPACES)[number], object>;

/** The five namespaces, in the order of NAMESPACES, as the bundles i18next takes. */
function bundles(modules: Promise<[Texts, Texts, Texts, Texts, Texts]>): Promise<Bundles> {
  return modules.then(([common, auth, products, errors, validation]) => ({
    common: common.default,
    auth: auth.default,
    products: products.default,
    errors: errors.default,
    validation: validation.default,
  }));
}

/** The texts of the first pages in the languages other than the default, by namespace. */
export const languageTexts = {
  en: () =>
    bundles(
      Promise.all([
        import('../../locales/en/common.json'),
        import('../../locales/en/auth.json'),
        import('../../locales/en/products.json'),
        import('@fuel/contract/locales/en/errors.json'),
        import('@fuel/contract/locales/en/validation.json'),
      ]),
    ),
  ru: () =>
    bundles(
      Promise.all([
        import('../../locales/ru/common.json'),
        import('../../locales/ru/auth.json'),
        import('../../locales/ru/products.json'),
        import('@fuel/contract/locales/ru/errors.json'),
        import('@fuel/contract/locales/ru/validation.json'),
      ]),
    ),
} satisfies Record<string, () => Promise<Bundles>>;
