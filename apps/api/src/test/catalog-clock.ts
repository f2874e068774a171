import { vi } from 'vitest';
import { CATALOG_RECHECK_MS } from '../modules/products';

let ahead = 0;

/**
 * Runs `read` as if enough time had passed for the catalog's cache to ask whether the catalog
 * changed (it asks once a second, products/catalog-cache.ts), without waiting. Each call moves
 * further ahead than the last, so a check made at an earlier pretended time does not count.
 */
export async function afterCatalogRecheck<T>(read: () => Promise<T>): Promise<T> {
  ahead += 60 * CATALOG_RECHECK_MS;
  const now = performance.now();
  const clock = vi.spyOn(performance, 'now').mockReturnValue(now + ahead);
  try {
    return await read();
  } finally {
    clock.mockRestore();
  }
}
