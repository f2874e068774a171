import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { products, stationProducts, stations } from '../schema';
import { PRODUCT_SEED } from './products.data';
import { STATION_SEED } from './stations.data';

/** Fills the product and station catalog; does nothing when products already exist. */
export async function seedCatalog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serializes concurrent first starts on PostgreSQL; a no-op cost on PGlite.
    await tx.execute(sql`select pg_advisory_xact_lock(7351005)`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if ((existing?.n ?? 0) > 0) return false;

    const inserted = await tx
      .insert(products)
      .values(PRODUCT_SEED.map((p, i) => ({ ...p, sortOrder: i + 1 })))
      .returning({ id: products.id, code: products.code });
    const productId = new Map(inserted.map((p) => [p.code, p.id]));

    for (const [i, s] of STATION_SEED.entries()) {
      const [station] = await tx
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
          sortOrder: i + 1,
        })
        .returning({ id: stations.id });
      if (!station) throw new Error(`Station ${s.code} was not inserted`);
      await tx.insert(stationProducts).values(
        s.products.map((code) => {
          const id = productId.get(code);
          if (!id) throw new Error(`Unknown product ${code} in station ${s.code}`);
          return { stationId: station.id, productId: id };
        }),
      );
    }
    return true;
  });
}
