import type { UserType } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../db/schema';
import { createUser, signIn } from '../test/factories';
import { creditFuel, productByCode } from '../test/money';
import { buildTestApp, type TestApp } from '../test/test-app';
import {
  attempt,
  type Catalog,
  harvestIds,
  type IdorAttempt,
  isLeak,
  seedThroughApi,
} from './idor';
import { operationsOf } from './openapi';

let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_SCALE: '1000' },
  });
  const product = await productByCode(t.database.db, 'DIESEL');
  const [station] = await t.database.db.select({ id: stations.id }).from(stations).limit(1);
  catalog = { productId: product.id, stationId: station?.id ?? '' };
  // A fresh migrated database: slow on a loaded machine.
}, 180_000);
afterAll(() => t.close());

async function account(type: UserType) {
  const user = await createUser(t.database.db, { type });
  await creditFuel(t.database.db, user.id, catalog.productId, 50);
  const { access_token } = await signIn(t.app, user);
  return { user, token: access_token };
}

const pairs: [UserType, UserType][] = [
  ['individual', 'individual'],
  ['company', 'company'],
  ['individual', 'company'],
  ['company', 'individual'],
];

describe('IDOR matrix from the OpenAPI document', () => {
  const all: IdorAttempt[] = [];

  it.each(pairs)(
    "a %s owner's ids are not found for a %s",
    async (ownerType, attackerType) => {
      const operations = operationsOf(t.app.swagger());
      const owner = await account(ownerType);
      const attacker = await account(attackerType);
      await seedThroughApi(t.app, operations, owner.token, catalog);
      const ids = await harvestIds(t.app, operations, owner.token);
      // The owner has something to protect: a vehicle, a refuel code, an order, a transaction.
      expect(ids.length).toBeGreaterThanOrEqual(4);

      const attempts = await attempt(t.app, operations, ids, attacker.token, catalog);
      all.push(...attempts);
      const leaks = attempts.filter(isLeak).map((a) => `${a.status} ${a.operation} ${a.id}`);
      expect(leaks).toEqual([]);
      // The owner's ids reached the lookups: plain 404s, not only refusals of the route.
      expect(attempts.filter((a) => a.status === 404).length).toBeGreaterThan(ids.length);
    },
    120_000,
  );

  afterAll(() => {
    const operations = new Set(all.map((a) => a.operation)).size;
    console.info(
      `IDOR matrix: ${operations} operations, ${all.length} requests, ` +
        `${all.filter(isLeak).length} leaks, ${all.filter((a) => a.status >= 500).length} 5xx`,
    );
  });
});
