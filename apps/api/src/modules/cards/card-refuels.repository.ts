import type { Language } from '@fuel/contract';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database';
import { cardRefuels } from '../../db/schema';

export type CardRefuelRow = typeof cardRefuels.$inferSelect;

export async function insertCardRefuel(db: Db, row: typeof cardRefuels.$inferInsert) {
  const [inserted] = await db.insert(cardRefuels).values(row).returning();
  if (!inserted) throw new Error('card refuel was not inserted');
  return inserted;
}

/** Locks a card refuel; with `stationId`, only when that station is where it is used. */
export async function lockCardRefuel(db: Db, id: string, stationId?: string) {
  const [row] = await db
    .select()
    .from(cardRefuels)
    .where(
      and(
        eq(cardRefuels.id, id),
        stationId === undefined ? undefined : eq(cardRefuels.stationId, stationId),
      ),
    )
    .for('update');
  return row;
}

/**
 * The latest refuel drawn with this code that a pump at `stationId` may use: made for that
 * station or for any. A code is unique only while active, so the latest is the one meant; an
 * ended one is still found so that a pump's retry is answered the same.
 */
export async function findCardCodeAt(db: Db, code: string, stationId: string) {
  const [row] = await db
    .select()
    .from(cardRefuels)
    .where(
      and(
        eq(cardRefuels.code, code),
        or(isNull(cardRefuels.stationId), eq(cardRefuels.stationId, stationId)),
      ),
    )
    .orderBy(desc(cardRefuels.createdAt))
    .limit(1);
  return row;
}

/** A code drawn for any station belongs, from its first use, to the station using it. */
export async function bindCardCode(db: Db, id: string, stationId: string) {
  await db
    .update(cardRefuels)
    .set({ stationId })
    .where(and(eq(cardRefuels.id, id), isNull(cardRefuels.stationId)));
}

export async function activeCardCodeExists(db: Db, code: string) {
  const rows = await db
    .select({ id: cardRefuels.id })
    .from(cardRefuels)
    .where(and(eq(cardRefuels.code, code), eq(cardRefuels.state, 'active')));
  return rows.length > 0;
}

/** A card's codes still usable and those drawn since midnight in Yerevan, newest first. */
export function findCardCodes(db: Db, cardId: string) {
  return db
    .select()
    .from(cardRefuels)
    .where(
      and(
        eq(cardRefuels.cardId, cardId),
        isNotNull(cardRefuels.code),
        or(
          eq(cardRefuels.state, 'active'),
          gte(
            cardRefuels.createdAt,
            sql`date_trunc('day', now() at time zone 'Asia/Yerevan') at time zone 'Asia/Yerevan'`,
          ),
        ),
      ),
    )
    .orderBy(desc(cardRefuels.createdAt))
    .limit(20);
}

/** Locks one code of one card (a code's own page gives it back). */
export async function lockCardCode(db: Db, cardId: string, id: string) {
  const [row] = await db
    .select()
    .from(cardRefuels)
    .where(and(eq(cardRefuels.id, id), eq(cardRefuels.cardId, cardId), isNotNull(cardRefuels.code)))
    .for('update');
  return row;
}

export async function endCardRefuel(
  db: Db,
  id: string,
  set: Pick<CardRefuelRow, 'state'> & { dispensed?: number },
) {
  await db
    .update(cardRefuels)
    .set({ ...set, endedAt: sql`now()` })
    .where(eq(cardRefuels.id, id));
}

export function findExpiredCardRefuels(db: Db, limit: number) {
  return db
    .select({ id: cardRefuels.id })
    .from(cardRefuels)
    .where(and(eq(cardRefuels.state, 'active'), lt(cardRefuels.expiresAt, sql`now()`)))
    .limit(limit);
}

/** The last completed fills of these cards (the manager deciding an ask sees them). */
export async function findRecentFills(db: Db, cardIds: string[], lang: Language, per = 5) {
  if (cardIds.length === 0) return [];
  const result = await db.execute(sql`
    select card_id, dispensed, station_name, completed_at from (
      select r.card_id, r.dispensed, s.name->>${lang} as station_name,
        coalesce(r.ended_at, r.created_at) as completed_at,
        row_number() over (partition by r.card_id order by r.created_at desc) as n
      from card_refuels r left join stations s on s.id = r.station_id
      where r.card_id in (${sql.join(
        cardIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and r.state = 'completed'
    ) recent where n <= ${per}
    order by completed_at desc`);
  return rowsOf<{
    card_id: string;
    dispensed: string | number;
    station_name: string | null;
    completed_at: string | Date;
  }>(result).map((r) => ({
    cardId: r.card_id,
    dispensed: Number(r.dispensed),
    stationName: r.station_name,
    at: new Date(r.completed_at),
  }));
}
