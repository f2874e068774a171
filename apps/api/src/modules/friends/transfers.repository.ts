import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { products, transfers, userRelations, users } from '../../db/schema';
import { displayName } from './relations.repository';

export type NewTransfer = Omit<typeof transfers.$inferInsert, 'id' | 'createdAt'>;

export async function insertTransfer(db: Db, values: NewTransfer) {
  const [row] = await db.insert(transfers).values(values).returning();
  if (!row) throw new Error('transfer was not inserted');
  return row;
}

/**
 * Everything a movement checks and tells, in one round trip: both parties (the recipient by id
 * or by public ID, never a deleted account), whether they are accepted friends or partners,
 * and the active product. Missing parts come back undefined.
 */
export async function findMovement(
  db: Db,
  senderId: string,
  recipient: { id: string } | { publicId: number },
  productId: string,
) {
  const s = alias(users, 'sender');
  const r = alias(users, 'recipient');
  const [row] = await db
    .select({
      sender: {
        id: s.id,
        publicId: s.publicId,
        type: s.type,
        name: displayName(s),
        language: s.language,
      },
      recipient: {
        id: r.id,
        publicId: r.publicId,
        type: r.type,
        name: displayName(r),
        language: r.language,
      },
      connected: sql<boolean>`exists (select 1 from ${userRelations}
        where ${userRelations.status} = 'accepted'
          and ((${userRelations.requesterId} = ${s.id} and ${userRelations.addresseeId} = ${r.id})
            or (${userRelations.requesterId} = ${r.id} and ${userRelations.addresseeId} = ${s.id})))`,
      product: { id: products.id, name: products.name, unit: products.unit },
    })
    .from(s)
    .leftJoin(
      r,
      and(
        'id' in recipient ? eq(r.id, recipient.id) : eq(r.publicId, recipient.publicId),
        isNull(r.deletedAt),
      ),
    )
    .leftJoin(products, and(eq(products.id, productId), eq(products.active, true)))
    .where(eq(s.id, senderId));
  if (!row) throw new Error(`no user ${senderId}`);
  return row;
}
