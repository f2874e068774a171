import type { Language, Product, StationsQuery } from '@fuel/contract';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type LocalizedText, products, stationProducts, stations } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';
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
    .offset(rowsToSkip(query));
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
  const [row] = await db
    .select({ name: stations.name, address: stations.address, city: stations.city })
    .from(stations)
    .where(eq(stations.id, id));
  return row;
}

/** Whether the station is open: a closed one is no longer offered for anything new. */
export async function stationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.active, true)));
  return !!row;
}

/** Opens or closes a station by its code; its code, or undefined if there is no such station. */
export async function setStationActive(db: Db, code: string, active: boolean) {
  const [row] = await db
    .update(stations)
    .set({ active })
    .where(eq(stations.code, code))
    .returning({ code: stations.code });
  return row;
}

/** A station as an operator (or the demo seed) adds it; products by their codes. */
export interface NewStation {
  code: string;
  name: LocalizedText;
  city: LocalizedText;
  address: LocalizedText;
  latitude: number;
  longitude: number;
  /** Open round the clock, or local opening and closing times "HH:MM". */
  hours: '24h' | [opensAt: string, closesAt: string];
  products: string[];
}

/**
 * Adds a station with the products it sells, last in the list unless `sortOrder` is given.
 * Returns null when a product code is unknown; the caller's transaction then rolls back.
 */
export async function insertStation(db: Db, s: NewStation, sortOrder?: number) {
  const known = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, s.products));
  if (known.length !== new Set(s.products).size) return null;
  const [station] = await db
    .insert(stations)
    .values({
      code: s.code,
      name: s.name,
      city: s.city,
      address: s.address,
      latitude: s.latitude,
      longitude: s.longitude,
      open24h: s.hours === '24h',
      opensAt: s.hours === '24h' ? null : s.hours[0],
      closesAt: s.hours === '24h' ? null : s.hours[1],
      sortOrder:
        sortOrder ??
        sql<number>`(select coalesce(max(${stations.sortOrder}), 0) + 1 from ${stations})`,
    })
    .onConflictDoNothing({ target: stations.code })
    .returning({ id: stations.id });
  if (!station) return undefined;
  await db
    .insert(stationProducts)
    .values(known.map((p) => ({ stationId: station.id, productId: p.id })));
  return station;
}

/** What each station sells, station by station in list order; open stations only when asked. */
export function findStationProducts(db: Db, { openOnly }: { openOnly: boolean }) {
  return db
    .select({ stationId: stationProducts.stationId, productId: stationProducts.productId })
    .from(stationProducts)
    .innerJoin(stations, eq(stations.id, stationProducts.stationId))
    .where(openOnly ? eq(stations.active, true) : undefined)
    .orderBy(asc(stations.sortOrder), asc(stations.id));
}

/** Every station, open or closed, in list order: what an operator lists. */
export function findAllStations(db: Db) {
  return db
    .select({
      code: stations.code,
      name: stations.name,
      active: stations.active,
      open24h: stations.open24h,
      opensAt: stations.opensAt,
      closesAt: stations.closesAt,
    })
    .from(stations)
    .orderBy(asc(stations.sortOrder), asc(stations.id));
}

export async function stationSells(db: Db, stationId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ s: stationProducts.stationId })
    .from(stationProducts)
    .innerJoin(stations, eq(stations.id, stationProducts.stationId))
    .where(
      and(
        eq(stationProducts.stationId, stationId),
        eq(stationProducts.productId, productId),
        eq(stations.active, true),
      ),
    );
  return rows.length > 0;
}
