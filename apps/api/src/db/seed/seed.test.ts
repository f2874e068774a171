import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../database';
import { products, stationProducts, stations } from '../schema';
import { seedCatalog } from '.';
import { PRODUCT_SEED } from './products.data';
import { STATION_SEED } from './stations.data';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function count(table: typeof products | typeof stations | typeof stationProducts) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n;
}

describe('seedCatalog', () => {
  it('fills an empty database once and leaves a filled one alone', async () => {
    expect(await seedCatalog(database.db)).toBe(true);
    expect(await seedCatalog(database.db)).toBe(false);
    expect(await count(products)).toBe(PRODUCT_SEED.length);
    expect(await count(stations)).toBe(STATION_SEED.length);
    const links = STATION_SEED.reduce((n, s) => n + s.products.length, 0);
    expect(await count(stationProducts)).toBe(links);
  });

  it('names every product and station in all three languages', () => {
    for (const item of [...PRODUCT_SEED, ...STATION_SEED]) {
      expect(item.name.am).toMatch(/[\u0530-\u058F]/);
      expect(item.name.ru).toMatch(/[\u0400-\u04FF]/);
      expect(item.name.en).toMatch(/^[\x20-\x7E–]+$/);
    }
  });
});
