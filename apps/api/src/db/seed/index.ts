import { sql } from 'drizzle-orm';
import { hasProducts, insertProducts } from '../../modules/products';
import { insertStation } from '../../modules/stations';
import type { Db } from '../database';
import { PRODUCT_SEED } from './products.data';
import { STATION_SEED } from './stations.data';

/** Fills the product and station catalog; does nothing when products already exist. */
export async function seedCatalog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serializes concurrent first starts on PostgreSQL; a no-op cost on PGlite.
    await tx.execute(sql`select pg_advisory_xact_lock(7351005)`);
    if (await hasProducts(tx)) return false;

    await insertProducts(
      tx,
      PRODUCT_SEED.map((p, i) => ({ ...p, sortOrder: i + 1 })),
    );

    for (const [i, s] of STATION_SEED.entries()) {
      const station = await insertStation(tx, s, i + 1);
      if (!station) throw new Error(`Station ${s.code} was not inserted (a product unknown?)`);
    }
    return true;
  });
}
