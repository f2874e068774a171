import {
  connectionsReplySchema,
  dashboardRoutes,
  errorBodySchema,
  friendRequestSendReplySchema,
  friendRequestsBothSchema,
  friendRequestsListSchema,
  friendsRoutes,
} from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../../db/schema';
import type { UserEvent } from '../../lib/event-hub';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, type Member, member } from './test-helpers';

let t: TestApp;
let ann: Member;
let ben: Member;
let cat: Member;
let firm: Member;
beforeAll(async () => {
  t = await buildTestApp();
  [ann, ben, cat, firm] = [
    await member(t),
    await member(t),
    await member(t),
    await member(t, 'company'),
  ];
  // Ben reads his messages in Russian.
  await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, ben.id));
});
afterAll(async () => {
  await t.close();
});

const send = (from: Member, to: number, lang = 'en') =>
  call(t.app, from, friendsRoutes.sendRequest, {
    payload: { user_id: to },
    headers: { 'accept-language': lang },
  });
const errorOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).errors[0];

async function pushBodies(userId: string) {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'push'), sql`${jobs.payload}->>'userId' = ${userId}`));
  return rows.map((r) => String(r.payload.body));
}

describe('friend requests', () => {
  it('runs the whole lifecycle: send, see, accept live, list, remove', async () => {
    const seen: UserEvent[] = [];
    const stop = t.app.events.subscribe(ben.id, (e) => seen.push(e));
    const sent = await send(ann, ben.publicId);
    expect(sent.statusCode).toBe(200);
    const reply = friendRequestSendReplySchema.parse(sent.json());
    expect(reply).toMatchObject({ status: 'pending', request: { id: ben.publicId } });
    const id = reply.request.user_relation_id;
    expect(seen).toContainEqual({
      type: 'relation.changed',
      data: { user_relation_id: id, change: 'requested' },
    });
    expect(seen.some((e) => e.type === 'notification')).toBe(true);
    stop();
    // The message reaches Ben in his own language, whatever Ann's request spoke.
    expect((await pushBodies(ben.id)).some((b) => b.includes('хочет добавить вас в друзья'))).toBe(
      true,
    );

    const incoming = await call(t.app, ben, friendsRoutes.requests, {
      query: { type: 'incoming' },
    });
    expect(friendRequestsListSchema.parse(incoming.json())).toMatchObject({
      count: 1,
      data: [{ user_relation_id: id, id: ann.publicId, name: 'Anna Petrosyan' }],
    });
    const both = friendRequestsBothSchema.parse(
      (await call(t.app, ann, friendsRoutes.requests)).json(),
    );
    expect(both.outgoing_requests.count).toBe(1);
    expect(both.incoming_requests.count).toBe(0);

    const accepted = await call(t.app, ben, friendsRoutes.accept, {
      payload: { user_relation_id: id },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ connection: { id: ann.publicId } });

    const list = connectionsReplySchema.parse(
      (
        await call(t.app, ann, friendsRoutes.connections, { query: { offset: 1, limit: 10 } })
      ).json(),
    );
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      user_relation_id: id,
      id: ben.publicId,
      phone: ben.phone,
    });
    // A page past the last is empty and still counts every connection.
    const past = connectionsReplySchema.parse(
      (
        await call(t.app, ann, friendsRoutes.connections, { query: { offset: 2, limit: 10 } })
      ).json(),
    );
    expect(past).toEqual({ count: 1, data: [] });
    const byId = connectionsReplySchema.parse(
      (
        await call(t.app, ann, friendsRoutes.connections, {
          query: { search: String(ben.publicId).slice(0, 4) },
        })
      ).json(),
    );
    expect(byId.count).toBe(1);
    const byName = await call(t.app, ann, friendsRoutes.connections, {
      query: { search: 'nobody' },
    });
    expect(connectionsReplySchema.parse(byName.json()).count).toBe(0);

    const dashboard = await call(t.app, ben, dashboardRoutes.get);
    expect(dashboard.json()).toMatchObject({
      connections: { count: 1 },
      friends: { count: 1, data: [{ id: ann.publicId }] },
      partners: { count: 0 },
    });

    const removed = await call(t.app, ben, friendsRoutes.remove, {
      payload: { user_relation_id: id },
    });
    expect(removed.statusCode).toBe(200);
    const after = await call(t.app, ann, friendsRoutes.connections);
    expect(connectionsReplySchema.parse(after.json()).count).toBe(0);
  });

  it('lets the receiver reject and the sender cancel, and no one else', async () => {
    const first = friendRequestSendReplySchema.parse((await send(ann, cat.publicId)).json());
    const id = first.request.user_relation_id;
    // The sender cannot accept or reject; the receiver cannot cancel; a stranger sees nothing.
    for (const [who, route] of [
      [ann, friendsRoutes.accept],
      [ann, friendsRoutes.reject],
      [cat, friendsRoutes.cancel],
      [ben, friendsRoutes.accept],
      [ben, friendsRoutes.remove],
      [cat, friendsRoutes.remove],
    ] as const) {
      const res = await call(t.app, who, route, { payload: { user_relation_id: id } });
      expect(res.statusCode, `${route.path} by another`).toBe(404);
      expect(errorOf(res)?.code).toBe('NOT_FOUND');
    }
    const rejected = await call(t.app, cat, friendsRoutes.reject, {
      payload: { user_relation_id: id },
    });
    expect(rejected.statusCode).toBe(200);

    const again = friendRequestSendReplySchema.parse((await send(ann, cat.publicId)).json());
    const cancelled = await call(t.app, ann, friendsRoutes.cancel, {
      payload: { user_relation_id: again.request.user_relation_id },
    });
    expect(cancelled.statusCode).toBe(200);
    const left = await call(t.app, cat, friendsRoutes.requests, { query: { type: 'incoming' } });
    expect(friendRequestsListSchema.parse(left.json()).count).toBe(0);
  });

  it('accepts a request that crosses one coming the other way', async () => {
    await send(ben, cat.publicId);
    const crossing = friendRequestSendReplySchema.parse((await send(cat, ben.publicId)).json());
    expect(crossing.status).toBe('accepted');
    const list = await call(t.app, ben, friendsRoutes.connections);
    expect(connectionsReplySchema.parse(list.json()).data.map((c) => c.id)).toContain(cat.publicId);
  });

  it('refuses yourself, duplicates, and answers unknown and other-type IDs alike', async () => {
    const self = await send(ann, ann.publicId, 'am');
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      errors: [{ code: 'OWN_USER_ID', field: 'user_id', message: 'Սա ձեր սեփական ID-ն է։' }],
    });

    await send(ann, ben.publicId);
    const twice = await send(ann, ben.publicId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)?.code).toBe('REQUEST_ALREADY_SENT');
    await call(t.app, ben, friendsRoutes.accept, {
      payload: {
        user_relation_id: friendRequestsListSchema.parse(
          (await call(t.app, ben, friendsRoutes.requests, { query: { type: 'incoming' } })).json(),
        ).data[0]?.user_relation_id,
      },
    });
    const connected = await send(ben, ann.publicId, 'ru');
    expect(connected.statusCode).toBe(409);
    expect(connected.json()).toMatchObject({
      errors: [{ code: 'ALREADY_CONNECTED', message: 'Вы уже связаны с этим пользователем.' }],
    });

    const company = await send(ann, firm.publicId);
    const unknownId = ann.publicId === 9_999_999 ? 9_999_998 : 9_999_999;
    const unknown = await send(ann, unknownId);
    expect(company.statusCode).toBe(404);
    expect(company.json()).toEqual(unknown.json());
    expect(errorOf(company)?.code).toBe('USER_ID_NOT_FOUND');

    const notAnId = await send(ann, 123);
    expect(notAnId.statusCode).toBe(400);
    expect(errorOf(notAnId)?.field).toBe('user_id');
  });

  it('limits how many requests one account sends', async () => {
    const spammer = await member(t);
    const replies = [];
    for (let i = 0; i < 21; i++) replies.push((await send(spammer, 9_999_000 + i)).statusCode);
    expect(replies.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(replies[20]).toBe(429);
  });
});
