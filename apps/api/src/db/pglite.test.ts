import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { testTempDir } from '../test/temp-dir';
import { DataDirLockedError, openPglite } from './pglite';
import { products } from './schema';

const dirs: string[] = [];
function tempDir(): string {
  const dir = testTempDir('fc-pglite-');
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test creates a data directory on disk and opens it twice: about 25 s on a busy 2-core
// machine, where the default 30 s left no room.
describe('embedded database', { timeout: 120_000 }, () => {
  it('refuses a data directory another instance holds, and opens it once released', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openPglite(dir);
    await second.close();
  });

  it('keeps migrated data across restarts', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.migrate({ sandboxGateway: true });
    await first.db
      .insert(products)
      .values({ code: 'X', name: { am: 'x', en: 'x', ru: 'x' }, unit: 'L', price: 1 });
    await first.close();
    const second = await openPglite(dir);
    await second.migrate({ sandboxGateway: true });
    const rows = await second.db.select({ code: products.code }).from(products);
    expect(rows).toEqual([{ code: 'X' }]);
    await second.close();
  });
});
