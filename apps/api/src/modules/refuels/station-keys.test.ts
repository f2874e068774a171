import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/pglite';
import { seedCatalog } from '../../db/seed';
import { testTempDir } from '../../test/temp-dir';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { STATION_CALLS_PER_ADDRESS } from './pump-terminal.routes';
import { issueStationKey, revokeStationKey, stationKeysOf } from './station.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lookup = (stationId: string, key: string, remoteAddress = '198.51.100.9') =>
  t.app.inject({
    method: 'GET',
    url: apiUrlOf(API_ROUTES.pumpTerminal.lookupCode, { stationId, code: '123456' }),
    headers: { authorization: `Bearer ${key}` },
    remoteAddress,
  });

describe('the station API', () => {
  it('limits one address whatever keys it makes up', async () => {
    const { stationId } = await issueStationKey(t.database.db, 'YVN-KOMITAS');
    const statuses: number[] = [];
    for (let i = 0; i <= STATION_CALLS_PER_ADDRESS; i++) {
      statuses.push((await lookup(stationId, `fcst_made-up-${i}`)).statusCode);
    }
    expect(statuses.slice(0, STATION_CALLS_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await lookup(stationId, 'fcst_other', '198.51.100.10')).statusCode).toBe(401);
  });

  it('refuses a revoked key at once, one key or all of a station', async () => {
    const db = t.database.db;
    const first = await issueStationKey(db, 'YVN-KOMITAS');
    const second = await issueStationKey(db, 'YVN-KOMITAS');
    const at = '198.51.100.20';
    expect((await lookup(first.stationId, first.key, at)).statusCode).toBe(404);
    expect(await revokeStationKey(db, { key: first.key })).toBe(1);
    expect((await lookup(first.stationId, first.key, at)).statusCode).toBe(401);
    expect((await lookup(second.stationId, second.key, at)).statusCode).toBe(404);
    expect(await revokeStationKey(db, { stationCode: 'YVN-KOMITAS' })).toBeGreaterThanOrEqual(1);
    expect((await lookup(second.stationId, second.key, at)).statusCode).toBe(401);
  });
});

describe('npm run admin -- station-key', () => {
  const dataDir = testTempDir('fc-admin-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const admin = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });

  it('revoke ends a key at once', async () => {
    const database = await openPglite(dataDir);
    await database.migrate({ sandboxGateway: true });
    await seedCatalog(database.db);
    const { key } = await issueStationKey(database.db, 'YVN-KOMITAS');
    await database.close();

    // One process at a time may open the embedded database: the command runs alone.
    const revoked = await admin('station-key', 'revoke', '--key', key);
    expect(revoked.stdout).toContain('Revoked 1 station key.');

    const reopened = await openPglite(dataDir);
    expect(await revokeStationKey(reopened.db, { key })).toBe(0);
    const [listed] = await stationKeysOf(reopened.db, 'YVN-KOMITAS');
    expect(listed?.revokedAt).toBeInstanceOf(Date);
    await reopened.close();
  }, 120_000);
});
