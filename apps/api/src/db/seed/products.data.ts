import type { LocalizedText } from '../schema';

export interface ProductSeed {
  code: string;
  name: LocalizedText;
  unit: 'L' | 'm3';
  price: number;
}

/** Retail prices in AMD per unit, as on the pole signs. */
export const PRODUCT_SEED: ProductSeed[] = [
  {
    code: 'REGULAR_92',
    name: { am: 'Ռեգուլյար 92', en: 'Regular 92', ru: 'Регуляр 92' },
    unit: 'L',
    price: 480,
  },
  {
    code: 'PREMIUM_95',
    name: { am: 'Պրեմիում 95', en: 'Premium 95', ru: 'Премиум 95' },
    unit: 'L',
    price: 520,
  },
  {
    code: 'SUPER_98',
    name: { am: 'Սուպեր 98', en: 'Super 98', ru: 'Супер 98' },
    unit: 'L',
    price: 570,
  },
  {
    code: 'DIESEL',
    name: { am: 'Դիզելային վառելիք', en: 'Diesel', ru: 'Дизельное топливо' },
    unit: 'L',
    price: 540,
  },
  {
    code: 'LPG',
    name: { am: 'Հեղուկ գազ (պրոպան)', en: 'LPG (propane)', ru: 'Сжиженный газ (пропан)' },
    unit: 'L',
    price: 290,
  },
  {
    code: 'CNG',
    name: { am: 'Սեղմված բնական գազ', en: 'CNG (natural gas)', ru: 'Сжатый природный газ' },
    unit: 'm3',
    price: 240,
  },
];
