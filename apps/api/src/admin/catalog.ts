import { parseArgs } from 'node:util';
import { LANGUAGES } from '@fuel/contract';
import type { Database } from '../db/database';
import type { LocalizedText } from '../db/schema';
import { findAllProducts, MAX_PRICE_AMD, setProductPrice } from '../modules/products';
import {
  addStation,
  findAllStations,
  STATION_TEXT_MAX,
  type StationInput,
  setStationOpen,
} from '../modules/stations';
import { refusalInOptions } from './refusal';

export const CATALOG_USAGE = `  products                       every product: code, unit, price per unit (AMD), on sale or not
  product-price --product CODE --price AMD
                                 set a product's price per unit in whole drams (1-${MAX_PRICE_AMD});
                                 orders already registered keep theirs
  stations                       every station: code, name, hours
  station-add --code CODE --name-am T --name-en T --name-ru T --city-am T --city-en T --city-ru T
              --address-am T --address-en T --address-ru T --lat 40.18 --lng 44.51
              --hours 24h|HH:MM-HH:MM --products CODE,CODE
                                 add a station (shown last); then issue its pump key (station-key)
  station-close --code CODE      take a station out of the list, refuels and card pickups (its
                                 history stays); end its pump keys with station-key revoke
  station-open --code CODE       put a closed station back`;

type WithDatabase = <T>(run: (database: Database) => Promise<T>) => Promise<T>;

/** What each field of a new station needs, by the option that gives it. */
const STATION_OPTIONS: Record<string, string> = {
  code: '--code: capital letters, digits and hyphens, 2-40 (e.g. YVN-ARABKIR)',
  latitude: '--lat: degrees, -90 to 90',
  longitude: '--lng: degrees, -180 to 180',
  hours: '--hours: 24h, or opening and closing time HH:MM-HH:MM',
  products: '--products: the codes it sells, comma-separated',
};
const stationOption = (field: string) =>
  STATION_OPTIONS[field] ?? `--${field.replace('_', '-')}: 1-${STATION_TEXT_MAX} characters`;

export async function productsCommand(_args: string[], withDatabase: WithDatabase) {
  const rows = await withDatabase(({ db }) => findAllProducts(db));
  for (const p of rows)
    console.log(
      `${p.code.padEnd(12)} ${p.unit.padEnd(3)} ${String(p.price).padStart(6)} AMD  ${p.active ? 'on sale' : 'off sale'}  ${p.name.en}`,
    );
  return 0;
}

export async function productPriceCommand(args: string[], withDatabase: WithDatabase) {
  const { values } = parseArgs({
    args,
    options: { product: { type: 'string' }, price: { type: 'string' } },
  });
  const product = values.product ?? '';
  // "5.5", "" and "1e3" are not whole drams as an operator writes them: NaN, which the service refuses.
  const price = /^\d+$/.test(values.price ?? '') ? Number(values.price) : Number.NaN;
  const changed = await withDatabase(({ db }) => setProductPrice(db, product, price)).catch(
    refusalInOptions(CATALOG_USAGE, () => `--price AMD: whole drams, 1-${MAX_PRICE_AMD}`, {
      NOT_FOUND: `--product: no product ${product} (npm run admin -- products lists them)`,
    }),
  );
  console.log(`${changed.code}: ${changed.was} AMD -> ${price} AMD per unit.`);
  return 0;
}

export async function stationsCommand(_args: string[], withDatabase: WithDatabase) {
  const rows = await withDatabase(({ db }) => findAllStations(db));
  for (const s of rows) {
    const hours = s.open24h ? '24h' : `${s.opensAt}-${s.closesAt}`;
    console.log(
      `${s.code.padEnd(20)} ${hours.padEnd(11)} ${s.active ? 'open' : 'closed'}  ${s.name.en}`,
    );
  }
  return 0;
}

export async function stationAddCommand(args: string[], withDatabase: WithDatabase) {
  const texts = ['name', 'city', 'address'].flatMap((field) =>
    LANGUAGES.map((lang) => `${field}-${lang}`),
  );
  const { values } = parseArgs({
    args,
    options: {
      code: { type: 'string' },
      lat: { type: 'string' },
      lng: { type: 'string' },
      hours: { type: 'string' },
      products: { type: 'string' },
      ...Object.fromEntries(texts.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const text = values as Record<string, string | undefined>;
  const localizedOf = (field: string) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, text[`${field}-${lang}`] ?? '']),
    ) as LocalizedText;
  // Missing numbers become NaN, so that the service names them with the rest.
  const degrees = (value: string | undefined) => (value?.trim() ? Number(value) : Number.NaN);
  const products = (values.products ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const station: StationInput = {
    code: values.code ?? '',
    name: localizedOf('name'),
    city: localizedOf('city'),
    address: localizedOf('address'),
    latitude: degrees(values.lat),
    longitude: degrees(values.lng),
    hours: values.hours ?? '',
    products,
  };
  const added = await withDatabase(({ db }) => addStation(db, station)).catch(
    refusalInOptions(CATALOG_USAGE, stationOption, {
      NOT_FOUND: `--products: a code is not a product (npm run admin -- products lists them)`,
      CONFLICT: `--code: station ${station.code} exists already`,
    }),
  );
  console.log(`Added station ${station.code} (${added.id}), selling ${products.join(', ')}.`);
  return 0;
}

export async function stationOpenCommand(
  args: string[],
  withDatabase: WithDatabase,
  open: boolean,
) {
  const { values } = parseArgs({ args, options: { code: { type: 'string' } } });
  const code = values.code;
  if (!code) throw new Error(`--code CODE\n${CATALOG_USAGE}`);
  await withDatabase(({ db }) => setStationOpen(db, code, open)).catch(
    refusalInOptions(CATALOG_USAGE, () => '--code CODE', {
      NOT_FOUND: `--code: no station ${code} (npm run admin -- stations lists them)`,
    }),
  );
  console.log(`Station ${code} is ${open ? 'open' : 'closed'}.`);
  return 0;
}
