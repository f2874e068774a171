import { parseArgs } from 'node:util';
import { type ErrorCode, LANGUAGES } from '@fuel/contract';
import type { Database } from '../db/database';
import type { LocalizedText } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findAllProducts, MAX_PRICE_AMD, setProductPrice } from '../modules/products';
import { addStation, findAllStations, type NewStation, setStationOpen } from '../modules/stations';

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

/** A refusal of the service said in terms of the command's options. */
function rethrow(messages: Partial<Record<ErrorCode, string>>) {
  return (err: unknown): never => {
    const message = err instanceof AppError ? messages[err.code] : undefined;
    throw message ? new Error(message) : err;
  };
}

type WithDatabase = <T>(run: (database: Database) => Promise<T>) => Promise<T>;

const STATION_CODE = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
const HOURS = /^(?:24h|([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d))$/;
const TEXT_MAX = 200;

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
  const price = Number(values.price);
  if (!values.product || !/^\d+$/.test(values.price ?? '') || price < 1 || price > MAX_PRICE_AMD)
    throw new Error(
      `--product CODE --price AMD (whole drams, 1-${MAX_PRICE_AMD})\n${CATALOG_USAGE}`,
    );
  const product = values.product;
  const changed = await withDatabase(({ db }) => setProductPrice(db, product, price)).catch(
    rethrow({
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
  const problems: string[] = [];
  if (!STATION_CODE.test(values.code ?? ''))
    problems.push('--code: capital letters, digits and hyphens, 2-40 (e.g. YVN-ARABKIR)');
  for (const name of texts) {
    const value = text[name]?.trim() ?? '';
    if (!value || value.length > TEXT_MAX) problems.push(`--${name}: 1-${TEXT_MAX} characters`);
  }
  const latitude = Number(values.lat);
  const longitude = Number(values.lng);
  if (!values.lat || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
    problems.push('--lat: degrees, -90 to 90');
  if (!values.lng || !Number.isFinite(longitude) || Math.abs(longitude) > 180)
    problems.push('--lng: degrees, -180 to 180');
  const hours = HOURS.exec(values.hours ?? '');
  if (!hours || (values.hours !== '24h' && hours[1] === hours[3] && hours[2] === hours[4]))
    problems.push('--hours: 24h, or opening and closing time HH:MM-HH:MM');
  const products = (values.products ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (products.length === 0) problems.push('--products: the codes it sells, comma-separated');
  if (problems.length > 0 || !hours || !values.code)
    throw new Error(`${problems.join('\n')}\n\n${CATALOG_USAGE}`);

  const localizedOf = (field: string) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, text[`${field}-${lang}`]?.trim()]),
    ) as LocalizedText;
  const station: NewStation = {
    code: values.code,
    name: localizedOf('name'),
    city: localizedOf('city'),
    address: localizedOf('address'),
    latitude,
    longitude,
    hours: values.hours === '24h' ? '24h' : [`${hours[1]}:${hours[2]}`, `${hours[3]}:${hours[4]}`],
    products,
  };
  const added = await withDatabase(({ db }) => addStation(db, station)).catch(
    rethrow({
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
    rethrow({ NOT_FOUND: `--code: no station ${code} (npm run admin -- stations lists them)` }),
  );
  console.log(`Station ${code} is ${open ? 'open' : 'closed'}.`);
  return 0;
}
