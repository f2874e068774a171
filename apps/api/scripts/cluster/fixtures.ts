/**
 * The cluster test's customers: made in the database (accounts, friendships, fuel), then
 * signed in and set up through nginx like anyone else (saved cards, low-balance rules).
 */

import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/database';
import { userRelations } from '../../src/db/schema';
import { CARDS, futureExpiry, pageUrlOf } from '../../src/integrations/payment-gateway/testing';
import { postJournal } from '../../src/modules/ledger';
import { codeIn, createUser, type TestUser } from '../../src/test/factories';
import { type Client, jsonOf, type Reply } from './http';
import { sleep } from './processes';

export interface Customer extends TestUser {
  token: string;
}

/** Puts `litres` on the user's balance as a settled purchase would. */
export function creditFuel(db: Db, userId: string, productId: string, litres: number) {
  const quantity = litres * 1000;
  return db.transaction((tx) =>
    postJournal(tx, 'purchase', randomUUID(), [
      { userId: null, account: 'sales', productId, quantity: -quantity },
      { userId, account: 'available', productId, quantity },
    ]),
  );
}

/** Friends in a ring: each user may send fuel to the next. */
export async function befriendInRing(db: Db, users: TestUser[]) {
  for (const [i, user] of users.entries()) {
    const next = users[(i + 1) % users.length];
    if (!next || next.id === user.id) continue;
    await db
      .insert(userRelations)
      .values({
        requesterId: user.id,
        addresseeId: next.id,
        status: 'accepted',
        acceptedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}

const usedCodes = new Set<string>();
/** Sign-ins whose code had to be sent again. */
export let codesResent = 0;

/**
 * Password, then the mailed code (read from the development mailbox the servers deliver to):
 * the session, or the reply that refused it. Each mailed code is used once.
 */
export async function signIn(
  client: Client,
  db: Db,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ token: string; refresh: string } | { refused: Reply }> {
  // Codes mailed before this sign-in (one whose sign-in failed) are not this one's.
  const earlier = rowsOf<{ id: string }>(
    await db.execute(sql`select id from dev_mailbox where recipient = ${user.email}`),
  );
  for (const m of earlier) usedCodes.add(m.id);
  const login = await client.request('POST', apiUrlOf(API_ROUTES.auth.login), {
    json: { identifier: user.email, password: user.password },
  });
  const reply = jsonOf<{ challenge_id?: string; resend_after?: number }>(login);
  const challenge = reply?.challenge_id;
  if (login.status !== 200 || !challenge) return { refused: login };
  // A new code may be asked for once the reply's resend_after has passed, as the sign-in page
  // offers it; the code of a mail job taken by an instance that was then killed waits out the
  // job's lease (docs/operations.md), so the customer asks again rather than wait.
  const resendAt = Date.now() + (reply.resend_after ?? 60) * 1000;
  let resent = false;
  while (Date.now() < resendAt + 30_000) {
    if (!resent && Date.now() >= resendAt) {
      resent = true;
      codesResent++;
      await client.request('POST', apiUrlOf(API_ROUTES.auth.resendLogin), {
        json: { challenge_id: challenge },
      });
    }
    // The code is in the subject too ("Your sign-in code: 123456"), whatever else is mailed.
    const messages = rowsOf<{ id: string; subject: string }>(
      await db.execute(
        sql`select id, subject from dev_mailbox where recipient = ${user.email} order by created_at desc limit 5`,
      ),
    );
    const fresh = messages.find((m) => !usedCodes.has(m.id) && codeIn(m.subject));
    if (fresh) {
      usedCodes.add(fresh.id);
      const verified = await client.request('POST', apiUrlOf(API_ROUTES.auth.verify2fa), {
        json: { challenge_id: challenge, code: codeIn(fresh.subject) },
      });
      const session = jsonOf<{ access_token?: string; refresh_token?: string }>(verified);
      if (verified.status !== 200 || !session?.access_token) return { refused: verified };
      return { token: session.access_token, refresh: session.refresh_token ?? '' };
    }
    await sleep(100);
  }
  throw new Error(`no sign-in code for ${user.email}`);
}

export async function signedIn(client: Client, db: Db, user: TestUser): Promise<Customer> {
  const session = await signIn(client, db, user);
  if ('refused' in session)
    throw new Error(`sign-in refused: ${session.refused.status} ${session.refused.body}`);
  return { ...user, token: session.token };
}

export const bearer = (c: Customer) => ({ authorization: `Bearer ${c.token}` });

/** Pays on the sandbox bank's page as a browser does; 303 is the bank's "paid". */
export function payOnBankPage(client: Client, formUrl: string, saveCard = false) {
  const page = pageUrlOf(formUrl);
  return client.request('POST', page.path, {
    form: {
      mdOrder: page.mdOrder,
      language: page.language,
      pan: CARDS.approve,
      expiry: futureExpiry(),
      cvc: '123',
      cardholder: 'Cluster Test',
      action: 'pay',
      ...(saveCard ? { saveCard: 'on' } : {}),
    },
  });
}

/** Buys one unit with "save this card" ticked and returns the saved card's id. */
export async function saveCard(client: Client, c: Customer, productId: string): Promise<string> {
  const registered = await client.request('POST', apiUrlOf(API_ROUTES.payments.register), {
    headers: bearer(c),
    json: { product_id: productId, quantity: 1, save_card: true },
  });
  const order = jsonOf<{ order_id: string; formUrl: string }>(registered);
  if (registered.status !== 200 || !order) throw new Error(`register: ${registered.body}`);
  const paid = await payOnBankPage(client, order.formUrl, true);
  if (paid.status !== 303) throw new Error(`bank page: ${paid.status} ${paid.body}`);
  const synced = await client.request(
    'GET',
    apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }),
    { headers: bearer(c) },
  );
  if (jsonOf<{ state: string }>(synced)?.state !== 'paid') throw new Error(`sync: ${synced.body}`);
  const cards = await client.request('GET', apiUrlOf(API_ROUTES.payments.savedCards), {
    headers: bearer(c),
  });
  const card = jsonOf<{ data: { id: string }[] }>(cards)?.data[0];
  if (!card) throw new Error('the card was not saved');
  return card.id;
}

/** A low-balance rule with an alert by e-mail and an automatic top-up with the saved card. */
export async function setTopUpRule(
  client: Client,
  c: Customer,
  productId: string,
  rule: { threshold: number; quantity: number; cardId: string },
) {
  const saved = await client.request('PUT', apiUrlOf(API_ROUTES.balanceRules.save, { productId }), {
    headers: bearer(c),
    json: {
      threshold: rule.threshold,
      alert: true,
      alert_email: true,
      top_up: {
        quantity: rule.quantity,
        card_id: rule.cardId,
        monthly_cap: 10_000_000,
        active: true,
      },
    },
  });
  if (saved.status !== 200) throw new Error(`balance rule: ${saved.status} ${saved.body}`);
}

export { createUser };
