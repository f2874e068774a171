import type { Language, StationsQuery, StationsReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
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

/**
 * An operator's new station, shown last in the list. Every process's station list shows it
 * within a second (the catalog's cache checks for changes, products/catalog-cache.ts).
 */
export async function addStation(db: Db, station: NewStation) {
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
