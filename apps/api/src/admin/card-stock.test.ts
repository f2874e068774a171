import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { silentEventHub } from '../lib/event-hub';
import { addCard, orderCards } from '../modules/cards';
import { createUser } from '../test/factories';
import { testTempDir } from '../test/temp-dir';

describe('npm run admin -- card-stock', () => {
  const dataDir = testTempDir('fc-admin-');
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

  it('card-order lists who ordered what and where to, and explains each refusal', async () => {
    const database = await openPglite(dataDir);
    let number: number;
    try {
      const company = await createUser(database.db, {
        type: 'company',
        email: 'orders@company.am',
      });
      const order = await orderCards(
        database.db,
        company.id,
        { quantity: 1, address: 'Yerevan, Komitas 5', note: 'Call after 10' },
        'en',
      );
      number = order.number;
    } finally {
      await database.close();
    }
    const { stdout } = await admin('card-order', 'list');
    expect(stdout).toContain(`No. ${number}  received`);
    expect(stdout).toMatch(/ 1 card +\d{4}-/);
    expect(stdout).toContain('orders@company.am');
    expect(stdout).toContain('deliver to Yerevan, Komitas 5');
    expect(stdout).toContain('note: Call after 10');
    await expect(admin('card-order', 'advance', '--number', 'abc')).rejects.toThrow(
      /--number: the order's number/,
    );
    await expect(admin('card-order', 'list', '--status', 'done')).rejects.toThrow(
      /Unknown step "done"/,
    );
    await admin('card-order', 'advance', '--number', String(number), '--to', 'produced');
    await expect(
      admin('card-order', 'advance', '--number', String(number), '--to', 'received'),
    ).rejects.toThrow(/An order only moves on/);
    await expect(admin('card-order', 'advance', '--number', '999999')).rejects.toThrow(
      /No card order has that id or number/,
    );
  }, 180_000);
});
