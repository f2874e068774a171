import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import type { PushMessage } from '../integrations/push/push-sender';
import { createTestDatabase } from '../test/test-database';
import { enqueue, type JobHandlers, type LowBalanceJob, type MailJob } from './kinds';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('job kinds', () => {
  it('check a payload against its kind when queuing and when handling', () => {
    expectTypeOf(enqueue<'mail'>)
      .parameter(2)
      .toEqualTypeOf<MailJob>();
    expectTypeOf<Parameters<JobHandlers['balance.low']>[0]>().toEqualTypeOf<LowBalanceJob>();
    const push: PushMessage = { userId: 'u', title: 't', body: '', url: '/' };
    // @ts-expect-error: a push message is not an e-mail
    const wrong = () => enqueue(database.db, 'mail', push);
    expect(wrong).toBeTypeOf('function');
  });

  it('store the payload under its kind', async () => {
    const job = { user_id: crypto.randomUUID(), product_id: crypto.randomUUID(), crossing: 3 };
    await enqueue(database.db, 'balance.low', job);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'balance.low'));
    expect(row?.payload).toEqual(job);
  });
});
