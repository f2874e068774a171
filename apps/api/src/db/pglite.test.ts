import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openPglite } from './pglite';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-pglite-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
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
    await first.migrate();
    await first.db.execute(
      sql`insert into products (code, name, unit, price) values ('X', '{"am":"x","en":"x","ru":"x"}', 'L', 1)`,
    );
    await first.close();
    const second = await openPglite(dir);
    await second.migrate();
    const rows = await second.db.execute<{ code: string }>(sql`select code from products`);
    expect(rows.rows.map((r) => r.code)).toEqual(['X']);
    await second.close();
  });
});
