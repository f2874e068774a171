import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { type FuzzFinding, malformedRequests, sendAll } from './fuzz';
import { operationsOf } from './openapi';

const PER_OPERATION = Number(process.env.HARDENING_FUZZ_PER_OPERATION ?? 50);
const SEED = Number(process.env.HARDENING_SEED ?? 1);

let t: TestApp;
beforeAll(async () => {
  // Limits high enough that the requests reach validation instead of the rate limiter.
  t = await buildTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_SCALE: '1000' },
  });
  // A fresh migrated database: slow on a loaded machine.
}, 180_000);
afterAll(() => t.close());

describe('contract-driven fuzzer', () => {
  it(`${PER_OPERATION} malformed requests per operation: no 5xx, every error in the error body`, async () => {
    const user = await createUser(t.app.database.db);
    const { access_token } = await signIn(t.app, user);
    const operations = operationsOf(t.app.swagger());
    expect(operations.length).toBeGreaterThan(50);

    let sent = 0;
    const findings: FuzzFinding[] = [];
    for (const [index, operation] of operations.entries()) {
      const requests = malformedRequests(
        operation,
        PER_OPERATION,
        SEED * 1000 + index,
        access_token,
      );
      const result = await sendAll(t.app, requests);
      sent += result.sent;
      findings.push(...result.findings);
    }
    const serverErrors = findings.filter((f) => f.status >= 500).length;
    console.info(
      `fuzzer: seed ${SEED}, ${operations.length} operations, ${sent} requests, ` +
        `${serverErrors} 5xx, ${findings.length - serverErrors} replies not in the error body`,
    );
    const summary = [
      ...new Set(
        findings.map((f) => `${f.status} ${f.operation} ${f.mutation} ${f.problem.slice(0, 90)}`),
      ),
    ];
    expect(summary).toEqual([]);
  }, 300_000);
});
