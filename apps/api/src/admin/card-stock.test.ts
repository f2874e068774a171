import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { silentEventHub } from '../lib/event-hub';
import { addCard } from '../modules/cards';
import { createUser } from '../test/factories';

describe('npm run admin -- card-stock', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-admin-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const admin = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });

  it('makes cards nobody owns yet, which a company adds with the printed number and code', async () => {
    await expect(admin('card-stock', '--count', '0')).rejects.toThrow(/card-stock --count N/);
    // One process at a time may open the embedded database: the command runs alone.
    const { stdout } = await admin('card-stock', '--count', '2');
    const printed = [...stdout.matchAll(/card ([\d ]{19})\s+activation code (\d{6})/g)].map(
      (m) => ({ number: (m[1] as string).replaceAll(' ', ''), code: m[2] as string }),
    );
    expect(printed).toHaveLength(2);

    const database = await openPglite(dataDir);
    try {
      const company = await createUser(database.db, { type: 'company' });
      const deps = { db: database.db, events: silentEventHub };
      const [first] = printed;
      if (!first) throw new Error('nothing printed');
      const card = await addCard(
        deps,
        company.id,
        { number: first.number, activation_code: first.code },
        'en',
      );
      expect(card.last4).toBe(first.number.slice(-4));
    } finally {
      await database.close();
    }
  }, 120_000);
});
