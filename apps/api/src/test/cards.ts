import { API_ROUTES, apiUrlOf, type Card, cardSchema } from '@fuel/contract';
import { advanceCardOrder } from '../modules/cards';
import type { TestApp } from './test-app';

type IssuedCard = Awaited<ReturnType<typeof advanceCardOrder>>['cards'][number];

export interface CardSetup {
  /** The card's PIN and the fuels it may draw, with their limits; none given: left unset. */
  pin?: string;
  products?: { product_id: string; day_limit: number | null; month_limit: number | null }[];
  name?: string;
}

/**
 * A card the company ordered and got (the order taken through to `handed_over`), set up as
 * asked through the API as its owner would: what card tests start from.
 */
export async function orderedCard(
  t: TestApp,
  ownerToken: string,
  setup: CardSetup = {},
): Promise<IssuedCard & { card: Card | undefined }> {
  const headers = { authorization: `Bearer ${ownerToken}`, 'accept-language': 'en' };
  const order = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.cards.order),
    headers,
    payload: { quantity: 1, address: 'Yerevan, Komitas 5' },
  });
  if (order.statusCode !== 201) throw new Error(`card order: ${order.statusCode} ${order.body}`);
  const done = await advanceCardOrder(
    { db: t.database.db, events: t.app.events },
    { id: order.json().id },
    'handed_over',
  );
  const issued = done.cards[0];
  if (!issued) throw new Error('no card was issued');
  if (!setup.pin && !setup.products && !setup.name) return { ...issued, card: undefined };
  const res = await t.app.inject({
    method: 'PATCH',
    url: apiUrlOf(API_ROUTES.cards.update, { id: issued.id }),
    headers,
    payload: setup,
  });
  if (res.statusCode !== 200) throw new Error(`card setup: ${res.statusCode} ${res.body}`);
  return { ...issued, card: cardSchema.parse(res.json()) };
}
