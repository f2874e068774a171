import { asc, eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database, Db } from './database';
import { plainRows } from './plain-rows';

const things = pgTable('plain_rows_things', {
  id: integer('id').primaryKey(),
  label: text('label'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  amount: bigint('amount', { mode: 'number' }),
  data: jsonb('data').$type<{ name: string }>(),
});
const notes = pgTable('plain_rows_notes', {
  thingId: integer('thing_id').notNull(),
  body: text('body').notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(false);
  await database.db.execute(sql`create table plain_rows_things (
    id int primary key, label text, at timestamptz, amount bigint, data jsonb)`);
  await database.db.execute(
    sql`create table plain_rows_notes (thing_id int not null, body text not null)`,
  );
  await database.db.execute(sql`insert into plain_rows_things values
    (1, 'one', '2026-12-05T01:02:03.456Z', 9007199254740991, '{"name":"Ռեգուլյար 92"}'),
    (2, null, null, null, null)`);
  await database.db.execute(sql`insert into plain_rows_notes values (1, 'a note')`);
});
afterAll(() => database.close());

// Columns, typed SQL, SQL mapped by a function, an aliased SQL, a left join's missing row.
const flat = (db: Db, name: string) =>
  db
    .select({
      id: things.id,
      label: things.label,
      at: things.at,
      amount: sql<number>`coalesce(${things.amount}, 0)::bigint`.mapWith(Number),
      name: sql<string>`${things.data}->>'name'`,
      data: things.data,
      shout: sql<string>`upper(${things.label})`.as('shout'),
      note: notes.body,
    })
    .from(things)
    .leftJoin(notes, eq(notes.thingId, things.id))
    .where(eq(things.id, sql.placeholder('id')))
    .orderBy(asc(things.id))
    .prepare(name);

const mapperOf = (statement: unknown) =>
  (statement as { customResultMapper?: unknown }).customResultMapper;

describe('rows of a prepared select mapped once', () => {
  it('gives what drizzle gives, cell by cell, and takes the mapping over', async () => {
    const drizzles = flat(database.db, 'plain_rows_drizzle');
    const ours = plainRows(flat(database.db, 'plain_rows_ours'));
    expect(mapperOf(drizzles)).toBeUndefined();
    expect(mapperOf(ours)).toBeTypeOf('function');
    for (const id of [1, 2, 3]) {
      expect(await ours.execute({ id })).toEqual(await drizzles.execute({ id }));
    }
    const [one] = await ours.execute({ id: 1 });
    expect(one).toEqual({
      id: 1,
      label: 'one',
      at: new Date('2026-12-05T01:02:03.456Z'),
      amount: Number.MAX_SAFE_INTEGER,
      name: 'Ռեգուլյար 92',
      data: { name: 'Ռեգուլյար 92' },
      shout: 'ONE',
      note: 'a note',
    });
    const [two] = await ours.execute({ id: 2 });
    expect(two).toEqual({
      id: 2,
      label: null,
      at: null,
      amount: 0,
      name: null,
      data: null,
      shout: null,
      note: null,
    });
  });

  it('leaves a nested selection to drizzle, which nulls a missing joined row', async () => {
    const nested = plainRows(
      database.db
        .select({ thing: { id: things.id }, note: notes })
        .from(things)
        .leftJoin(notes, eq(notes.thingId, things.id))
        .orderBy(asc(things.id))
        .prepare('plain_rows_nested'),
    );
    expect(mapperOf(nested)).toBeUndefined();
    expect(await nested.execute()).toEqual([
      { thing: { id: 1 }, note: { thingId: 1, body: 'a note' } },
      { thing: { id: 2 }, note: null },
    ]);
  });

  it('leaves what is not a prepared select as it is', () => {
    const map = new Map();
    expect(plainRows(map)).toBe(map);
  });
});
