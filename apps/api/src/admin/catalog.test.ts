import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { seedCatalog } from '../db/seed';
import { createUser } from '../test/factories';
import { testTempDir } from '../test/temp-dir';

/** The operator's commands, run as an operator runs them, on an embedded database of their own. */
describe('npm run admin -- products, product-price, stations, station-add, station-close, broadcast', () => {
  const dataDir = testTempDir('fc-admin-catalog-');
  const admin = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, REDIS_URL: '' },
    });
  beforeAll(async () => {
    const database = await openPglite(dataDir);
    try {
      await database.migrate({ sandboxGateway: true });
      await seedCatalog(database.db);
      await createUser(database.db);
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints its commands on --help and exits 0', async () => {
    const { stdout } = await admin('--help');
    for (const command of ['product-price', 'station-add', 'broadcast'])
      expect(stdout).toContain(command);
  }, 60_000);

  it('sets a price, adds and closes a station, writes to everyone; refuses bad input with what is wrong', async () => {
    // One process at a time may open the embedded database: the commands run one after another.
    expect((await admin('product-price', '--product', 'DIESEL', '--price', '515')).stdout).toMatch(
      /^DIESEL: \d+ AMD -> 515 AMD per unit\./,
    );
    await expect(admin('product-price', '--product', 'DIESEL', '--price', '5.5')).rejects.toThrow(
      /--price AMD/,
    );
    await admin(
      ...['station-add', '--code', 'YVN-ARABKIR', '--lat', '40.2', '--lng', '44.5'],
      ...['--hours', '08:00-22:00', '--products', 'DIESEL,PREMIUM_95'],
      ...['--name-am', 'Արաբկիր', '--name-en', 'Arabkir', '--name-ru', 'Арабкир'],
      ...['--city-am', 'Երևան', '--city-en', 'Yerevan', '--city-ru', 'Ереван'],
      ...['--address-am', 'Կոմիտասի 1', '--address-en', '1 Komitas', '--address-ru', 'Комитаса, 1'],
    );
    await expect(admin('station-add', '--code', 'yvn', '--hours', '25:00-08:00')).rejects.toThrow(
      /--code: capital letters[\s\S]*--name-am[\s\S]*--hours: 24h/,
    );
    expect((await admin('station-close', '--code', 'YVN-ARABKIR')).stdout).toBe(
      'Station YVN-ARABKIR is closed.\n',
    );
    const broadcast = await admin(
      ...['broadcast', '--text-am', 'Բարև', '--text-en', 'Hello', '--text-ru', 'Привет'],
    );
    expect(broadcast.stdout).toBe('Sent to 1 account.\n');
    await expect(admin('broadcast', '--text-am', 'Բարև', '--to', 'admins')).rejects.toThrow(
      /--text-en: 1-500 characters\n--text-ru: 1-500 characters\n--to: all, individual or company/,
    );

    expect((await admin('products')).stdout).toMatch(
      /^DIESEL\s+L\s+515 AMD {2}on sale {2}Diesel$/m,
    );
    expect((await admin('stations')).stdout).toMatch(
      /^YVN-ARABKIR\s+08:00-22:00\s+closed {2}Arabkir$/m,
    );
  }, 120_000);
});
