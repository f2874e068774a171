import type { Language, StationsQuery, StationsReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { countStations, findProductsOfStations, findStations } from './stations.repository';

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
