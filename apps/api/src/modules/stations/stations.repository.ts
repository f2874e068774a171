import type { Language, Product, StationsQuery } from '@fuel/contract';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, stationProducts, stations } from '../../db/schema';
import { productColumns } from '../products';

export interface StationRow {
  id: string;
  name: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  open_24h: boolean;
  opens_at: string | null;
  closes_at: string | null;
}

function stationFilter(filter: Pick<StationsQuery, 'product_id'>): SQL | undefined {
  const conditions: SQL[] = [eq(stations.active, true)];
  if (filter.product_id) {
    conditions.push(
      exists(
        sql`(select 1 from ${stationProducts} where ${stationProducts.stationId} = ${stations.id} and ${stationProducts.productId} = ${filter.product_id})`,
      ),
    );
  }
  return and(...conditions);
}

export async function countStations(db: Db, filter: StationsQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stations)
    .where(stationFilter(filter));
  return row?.n ?? 0;
}

export function findStations(db: Db, lang: Language, query: StationsQuery): Promise<StationRow[]> {
  return db
    .select({
      id: stations.id,
      name: sql<string>`${stations.name}->>${lang}`,
      city: sql<string>`${stations.city}->>${lang}`,
      address: sql<string>`${stations.address}->>${lang}`,
      latitude: stations.latitude,
      longitude: stations.longitude,
      open_24h: stations.open24h,
      opens_at: stations.opensAt,
      closes_at: stations.closesAt,
    })
    .from(stations)
    .where(stationFilter(query))
    .orderBy(asc(stations.sortOrder), asc(stations.id))
    .limit(query.limit)
    .offset((query.offset - 1) * query.limit);
}

/** Active products sold at each of the given stations, in catalog order. */
export async function findProductsOfStations(
  db: Db,
  lang: Language,
  stationIds: string[],
): Promise<Map<string, Product[]>> {
  const byStation = new Map<string, Product[]>(stationIds.map((id) => [id, []]));
  if (stationIds.length === 0) return byStation;
  const rows = await db
    .select({ stationId: stationProducts.stationId, ...productColumns(lang) })
    .from(stationProducts)
    .innerJoin(products, eq(products.id, stationProducts.productId))
    .where(and(inArray(stationProducts.stationId, stationIds), eq(products.active, true)))
    .orderBy(asc(products.sortOrder));
  for (const { stationId, ...product } of rows) byStation.get(stationId)?.push(product);
  return byStation;
}

export async function findStationLabel(db: Db, id: string) {
  const [row] = await db.select({ name: stations.name }).from(stations).where(eq(stations.id, id));
  return row;
}

export async function stationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, id));
  return !!row;
}
