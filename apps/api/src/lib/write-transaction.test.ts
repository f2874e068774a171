import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { AppError } from './app-error';
import { silentEventHub, type UserEvent } from './event-hub';
import { writeTransaction } from './write-transaction';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(false);
  await database.db.execute(sql`create table probe (label text not null)`);
});
afterAll(() => database.close());

const said = (id: string): UserEvent => ({ type: 'notification', data: { id } });

/** The database and a hub that keeps what is published to it. */
function recorded() {
  const published: { userId: string; event: UserEvent }[] = [];
  const events = {
    ...silentEventHub,
    publish: (userId: string, event: UserEvent) => void published.push({ userId, event }),
  };
  return { deps: { db: database.db, events }, published };
}

async function labels(): Promise<string[]> {
  const rows = rowsOf<{ label: string }>(await database.db.execute(sql`select label from probe`));
  return rows.map((r) => r.label).sort();
}

const conflict = (code: string) => Object.assign(new Error('could not go on'), { code });

describe('writeTransaction', () => {
  it('publishes what the work put in its outbox once the transaction has committed', async () => {
    const { deps, published } = recorded();
    const result = await writeTransaction(deps, async (tx, outbox) => {
      await tx.execute(sql`insert into probe values ('committed')`);
      outbox.publish('user-1', said('a'));
      expect(published).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(published).toEqual([{ userId: 'user-1', event: said('a') }]);
    expect(await labels()).toContain('committed');
  });

  it('publishes nothing and keeps nothing when the work fails', async () => {
    const { deps, published } = recorded();
    await expect(
      writeTransaction(deps, async (tx, outbox) => {
        await tx.execute(sql`insert into probe values ('refused')`);
        outbox.publish('user-1', said('b'));
        throw new AppError('INSUFFICIENT_BALANCE');
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(published).toEqual([]);
    expect(await labels()).not.toContain('refused');
  });

  it.each(['40P01', '40001'])(
    'runs the whole write again after %s, publishing only what the committed attempt said',
    async (code) => {
      const { deps, published } = recorded();
      let attempts = 0;
      await writeTransaction(deps, async (tx, outbox) => {
        attempts += 1;
        await tx.execute(sql`insert into probe values (${`${code} attempt ${attempts}`})`);
        outbox.publish('user-1', said(`attempt ${attempts}`));
        if (attempts === 1) throw conflict(code);
      });
      expect(attempts).toBe(2);
      expect(published).toEqual([{ userId: 'user-1', event: said('attempt 2') }]);
      const kept = (await labels()).filter((l) => l.startsWith(code));
      expect(kept).toEqual([`${code} attempt 2`]);
    },
  );

  it('runs a write only once when it fails for any other reason, and gives up after five tries', async () => {
    const { deps } = recorded();
    let once = 0;
    await expect(
      writeTransaction(deps, async () => {
        once += 1;
        throw conflict('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(once).toBe(1);

    let always = 0;
    await expect(
      writeTransaction(deps, async () => {
        always += 1;
        throw conflict('40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(always).toBe(5);
  });

  it('claims the key first and stores the result as its reply last, in the same transaction', async () => {
    const { deps, published } = recorded();
    const steps: unknown[] = [];
    const key = {
      claim: async () => void steps.push('claim'),
      answer: async (tx: typeof database.db, reply: unknown) => {
        steps.push(['answer', reply]);
        await tx.execute(sql`insert into probe values ('answered')`);
      },
    };
    await writeTransaction(
      deps,
      async (_tx, outbox) => {
        steps.push('work');
        outbox.publish('user-1', said('c'));
        return { reply: 1 };
      },
      key,
    );
    expect(steps).toEqual(['claim', 'work', ['answer', { reply: 1 }]]);
    expect(await labels()).toContain('answered');
    expect(published).toHaveLength(1);

    // A reply that cannot be stored undoes the write and tells no one.
    const failing = { ...key, answer: async () => Promise.reject(new Error('disk full')) };
    const before = published.length;
    await expect(
      writeTransaction(
        deps,
        async (tx, outbox) => {
          await tx.execute(sql`insert into probe values ('unanswered')`);
          outbox.publish('user-1', said('d'));
        },
        failing,
      ),
    ).rejects.toThrow('disk full');
    expect(published).toHaveLength(before);
    expect(await labels()).not.toContain('unanswered');
  });
});
