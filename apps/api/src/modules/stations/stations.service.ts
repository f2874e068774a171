import { LANGUAGES, type Language, type StationsQuery, type StationsReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError, refuseFields } from '../../lib/app-error';
import {
  countStations,
  findProductsOfStations,
  findStations,
  insertStation,
  type NewStation,
  setStationActive,
} from './stations.repository';

export async function listStations(
  db: Db,
  lang: Language,
  query: StationsQuery,
): Promise<StationsReply> {
  const [count, rows] = await Promise.all([
    countStations(db, query),
    findStations(db, lang, query),
  ]);
  const productsOf = await findProductsOfStations(
    db,
    lang,
    rows.map((s) => s.id),
  );
  return { count, data: rows.map((s) => ({ ...s, products: productsOf.get(s.id) ?? [] })) };
}

/** What an operator gives for a new station; `addStation` checks every part of it. */
export type StationInput = Omit<NewStation, 'hours'> & {
  /** "24h", or the local opening and closing times "HH:MM-HH:MM". */
  hours: string;
};

const STATION_CODE = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
const HOURS = /^(?:24h|((?:[01]\d|2[0-3]):[0-5]\d)-((?:[01]\d|2[0-3]):[0-5]\d))$/;
export const STATION_TEXT_MAX = 200;
const TEXT_FIELDS = ['name', 'city', 'address'] as const;

/**
 * The fields of a new station that break a rule (`code`, `name_am`… `latitude`, `longitude`,
 * `hours`, `products`), all of them, so that an operator mends them in one go.
 */
function stationProblems(s: StationInput): string[] {
  const problems: string[] = [];
  if (!STATION_CODE.test(s.code)) problems.push('code');
  for (const field of TEXT_FIELDS)
    for (const lang of LANGUAGES) {
      const text = s[field][lang]?.trim() ?? '';
      if (!text || text.length > STATION_TEXT_MAX) problems.push(`${field}_${lang}`);
    }
  if (!Number.isFinite(s.latitude) || Math.abs(s.latitude) > 90) problems.push('latitude');
  if (!Number.isFinite(s.longitude) || Math.abs(s.longitude) > 180) problems.push('longitude');
  const hours = HOURS.exec(s.hours);
  if (!hours || (hours[1] !== undefined && hours[1] === hours[2])) problems.push('hours');
  if (s.products.length === 0) problems.push('products');
  return problems;
}

/**
 * An operator's new station, shown last in the list. Every process's station list shows it
 * within a second (the catalog's cache checks for changes, products/catalog-cache.ts). A station
 * that breaks a rule is refused whole with VALIDATION_FAILED; `params.fields` names every field.
 */
export async function addStation(db: Db, input: StationInput) {
  refuseFields(stationProblems(input));
  const hours = HOURS.exec(input.hours);
  if (!hours) throw new AppError('VALIDATION_FAILED', { field: 'hours' });
  const trimmed = (text: NewStation['name']) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, text[lang].trim()])) as NewStation['name'];
  const station: NewStation = {
    ...input,
    name: trimmed(input.name),
    city: trimmed(input.city),
    address: trimmed(input.address),
    hours: hours[1] && hours[2] ? [hours[1], hours[2]] : '24h',
  };
  return db.transaction(async (tx) => {
    const added = await insertStation(tx, station);
    if (added === null) throw new AppError('NOT_FOUND', { field: 'products' });
    if (!added) throw new AppError('CONFLICT', { field: 'code' });
    return added;
  });
}

/**
 * Closes a station (or opens it again): a closed one leaves the station list and is not offered
 * for refuels or card pickups; the history keeps its name. Its pump keys are ended separately
 * (`station-key revoke --station CODE`).
 */
export async function setStationOpen(db: Db, code: string, open: boolean) {
  const changed = await setStationActive(db, code, open);
  if (!changed) throw new AppError('NOT_FOUND', { field: 'code' });
  return changed;
}
