import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { seedCatalog } from './db/seed';
import { DEMO_ACCOUNTS, presentDemoAccounts, seedDemoUsers } from './db/seed/demo-users';
import { createConfirmedAccount } from './modules/auth';
import { startBanner } from './start-banner';
import { testConfig } from './test/test-app';
import { createTestDatabase } from './test/test-database';

const url = 'http://localhost:3000';
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('the start-up banner', () => {
  it('prints no demo login on a database that had a company before its first start', async () => {
    database = await createTestDatabase();
    // What `npm run admin -- create-company` leaves before the server first starts.
    await createConfirmedAccount(database.db, {
      type: 'company',
      companyName: 'Early Logistics LLC',
      firstName: 'Aram',
      lastName: 'Petrosyan',
      email: 'owner@early.am',
      phone: '+37491555001',
      password: 'EarlyPass1',
    });
    expect(await seedDemoUsers(database.db)).toBe(false);
    const banner = startBanner(testConfig(), url, await presentDemoAccounts(database.db));
    expect(banner).toContain(`Fuel Cabinet is running at ${url}`);
    expect(banner).not.toContain('Demo logins');
    expect(banner).not.toContain('demo.fuel-cabinet.am');
    expect(banner).not.toContain('Demo fuel card');
  });

  it('prints the demo logins, card and PIN a seeded database has', async () => {
    database = await createTestDatabase();
    await seedCatalog(database.db);
    expect(await seedDemoUsers(database.db)).toBe(true);
    const banner = startBanner(testConfig(), url, await presentDemoAccounts(database.db));
    for (const account of DEMO_ACCOUNTS)
      expect(banner).toContain(`${account.email} / ${account.password}`);
    expect(banner).toContain('9051 0000 0000 1015, PIN 5827');
  });
});
