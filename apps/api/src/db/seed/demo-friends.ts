import { QUANTITY_SCALE } from '@fuel/contract';
import { silentEventHub } from '../../lib/event-hub';
import { acceptRequest, askForFuel, sendFuel, sendRequest } from '../../modules/friends';
import { findRichestProduct } from '../../modules/ledger';
import { findUserByEmail } from '../../modules/users';
import type { Db } from '../database';

async function userByEmail(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`no demo account ${email}`);
  return user;
}

/** The product the user holds most of (at least `litres`), to send some of it. */
const richest = (db: Db, userId: string, litres: number) =>
  findRichestProduct(db, userId, litres * QUANTITY_SCALE);

export interface DemoCircle {
  /** The first demo account of the type. */
  main: string;
  /** Already a friend or partner, with fuel sent both ways. */
  friend: string;
  /** Has sent the main account a request that waits for an answer. */
  asking: string;
  /** The main account has sent it a request that waits for an answer. */
  asked: string;
}

/**
 * Friends or partners for the demo: an accepted relation with transfers both ways and an open ask
 * for fuel, and one pending request each way. Everything goes through the same services as the
 * API, so the ledger, the history and the messages are what real use would leave.
 */
export async function seedDemoFriends(db: Db, circle: DemoCircle): Promise<void> {
  const deps = { db, events: silentEventHub };
  const [main, friend, asking, asked] = await Promise.all(
    [circle.main, circle.friend, circle.asking, circle.asked].map((e) => userByEmail(db, e)),
  );
  if (!main || !friend || !asking || !asked) return;

  const sent = await sendRequest(deps, friend.id, main.publicId, 'am');
  await acceptRequest(deps, main.id, sent.request.user_relation_id, 'am');

  for (const [from, to, litres] of [
    [main, friend, 25],
    [friend, main, 10],
    [main, friend, 5],
  ] as const) {
    const productId = await richest(db, from.id, litres);
    if (productId)
      await sendFuel(
        deps,
        from.id,
        { recipient_id: to.publicId, product_id: productId, quantity: litres },
        'am',
      );
  }
  const productId = await richest(db, main.id, 15);
  if (productId)
    await askForFuel(
      deps,
      friend.id,
      {
        user_id: main.publicId,
        product_id: productId,
        quantity: 15,
        note: 'Շաբաթավերջի ճամփորդության համար',
      },
      'am',
    );

  await sendRequest(deps, asking.id, main.publicId, 'am');
  await sendRequest(deps, main.id, asked.publicId, 'am');
}
