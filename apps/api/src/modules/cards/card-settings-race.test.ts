import { API_ROUTES, apiUrlOf, cardSchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueCards } from '.';

/**
 * Two managers saving one card's settings from the same version: the first save wins and every
 * other is refused with CARD_CHANGED, never silently lost (on PostgreSQL the saves really race).
 */
let t: TestApp;
let token: string;
let cardId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const company = await createUser(t.database.db, { type: 'company' });
  token = (await signIn(t.app, company)).access_token;
  const [stock] = await issueCards(t.database.db, 1);
  if (!stock) throw new Error('no card');
  const added = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.cards.add),
    headers: { authorization: `Bearer ${token}` },
    payload: { number: stock.number, activation_code: stock.activationCode },
  });
  cardId = cardSchema.parse(added.json()).id;
});
afterAll(() => t.close());

const save = (name: string, version?: number) =>
  t.app.inject({
    method: 'PATCH',
    url: apiUrlOf(API_ROUTES.cards.update, { id: cardId }),
    headers: { authorization: `Bearer ${token}` },
    payload: { name, ...(version ? { version } : {}) },
  });

describe('card settings saved at once', () => {
  it('keep exactly one of the saves made from one version and refuse the rest', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Driver ${i}`);
    const replies = await Promise.all(names.map((name) => save(name, 1)));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ errors: [{ code: 'CARD_CHANGED' }] });
    }
    const now = cardSchema.parse(
      (
        await t.app.inject({
          url: apiUrlOf(API_ROUTES.cards.get, { id: cardId }),
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    );
    expect(now.name).toBe(cardSchema.parse(ok[0]?.json()).name);
    expect(now.version).toBe(2);
  });

  it('a save from the version shown goes through and moves the version on', async () => {
    const before = await save('Aram', 2);
    expect(cardSchema.parse(before.json()).version).toBe(3);
    const stale = await save('Karen', 2);
    expect(stale.statusCode).toBe(409);
  });
});
