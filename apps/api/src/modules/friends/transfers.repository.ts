import type { Language, UserType } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce, type Db, rowsOf } from '../../db/database';
import { products, type transfers, userRelations, users } from '../../db/schema';
import { displayName } from './relations.repository';

/** A transfer's row; its id is made by the caller, so what refers to it need not wait for the insert. */
export type NewTransfer = Omit<typeof transfers.$inferInsert, 'id' | 'createdAt'> & { id: string };

// Each transfer's own row: built once (docs/benchmarks.md, "Writes built once").
const insertTransferStatement = builtOnce(
  () => sql`insert into transfers (id, sender_id, recipient_id, product_id, quantity, note)
    values (${sql.placeholder('id')}::uuid, ${sql.placeholder('senderId')}::uuid, ${sql.placeholder('recipientId')}::uuid,
      ${sql.placeholder('productId')}::uuid, ${sql.placeholder('quantity')}::bigint, ${sql.placeholder('note')})
    returning id`,
);

export async function insertTransfer(db: Db, values: NewTransfer) {
  const [row] = rowsOf<{ id: string }>(
    await insertTransferStatement(db, { ...values, note: values.note ?? null }),
  );
  if (!row) throw new Error('transfer was not inserted');
  return { ...values, id: row.id };
}

/** A party of a movement: who they are, what they are called, the language they read. */
export interface MovementParty {
  id: string;
  publicId: number;
  type: UserType;
  name: string;
  language: Language;
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

/** A party's columns, named `<party>_id`, `<party>_public_id`, ... */
const party = (u: typeof sender | typeof recipient, as: 'sender' | 'recipient') =>
  sql`${u.id} as ${sql.raw(`${as}_id`)}, ${u.publicId} as ${sql.raw(`${as}_public_id`)},
    ${u.type} as ${sql.raw(`${as}_type`)}, ${u.language} as ${sql.raw(`${as}_language`)},
    ${displayName(u)} as ${sql.raw(`${as}_name`)}`;

/**
 * Both parties (the recipient by id or by public ID, never a deleted account), whether they are
 * accepted friends or partners, and the active product; built once per way of naming the
 * recipient.
 */
const movementBy = (by: 'id' | 'public_id') => {
  const named =
    by === 'id'
      ? sql`${recipient.id} = ${sql.placeholder('recipient')}::uuid`
      : sql`${recipient.publicId} = ${sql.placeholder('recipient')}::int`;
  return builtOnce(
    () => sql`select ${party(sender, 'sender')}, ${party(recipient, 'recipient')},
      exists (select 1 from ${userRelations} where ${userRelations.status} = 'accepted'
        and ((${userRelations.requesterId} = ${sender.id} and ${userRelations.addresseeId} = ${recipient.id})
          or (${userRelations.requesterId} = ${recipient.id} and ${userRelations.addresseeId} = ${sender.id}))) as connected,
      ${products.id} as product_id, ${products.name} as product_name, ${products.unit} as product_unit
    from ${users} as sender
    left join ${users} as recipient on ${named} and ${recipient.deletedAt} is null
    left join ${products} on ${products.id} = ${sql.placeholder('productId')}::uuid and ${products.active}
    where ${sender.id} = ${sql.placeholder('senderId')}::uuid`,
  );
};
const movementById = movementBy('id');
const movementByPublicId = movementBy('public_id');

/** A row of `movementBy`: `sender_*` and `recipient_*` columns, `connected`, `product_*`. */
type MovementRow = Record<string, unknown>;

const partyOf = (row: MovementRow, p: 'sender' | 'recipient'): MovementParty | undefined =>
  row[`${p}_id`] == null
    ? undefined
    : {
        id: row[`${p}_id`] as string,
        publicId: Number(row[`${p}_public_id`]),
        type: row[`${p}_type`] as UserType,
        name: row[`${p}_name`] as string,
        language: row[`${p}_language`] as Language,
      };

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
  const result =
    'id' in recipient
      ? await movementById(db, { senderId, recipient: recipient.id, productId })
      : await movementByPublicId(db, { senderId, recipient: recipient.publicId, productId });
  const [row] = rowsOf<MovementRow>(result);
  const sender = row && partyOf(row, 'sender');
  if (!row || !sender) throw new Error(`no user ${senderId}`);
  return {
    sender,
    recipient: partyOf(row, 'recipient'),
    connected: row.connected === true,
    product: row.product_id
      ? {
          id: row.product_id as string,
          name: row.product_name as Record<Language, string>,
          unit: row.product_unit as string,
        }
      : undefined,
  };
}
