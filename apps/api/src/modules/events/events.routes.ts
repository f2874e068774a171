import { eventsRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserEvent } from '../../lib/event-hub';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import { isSessionCurrent } from '../auth';

/**
 * Bounds on live streams: a user's open streams in one process (more tabs close the oldest),
 * and how often each stream checks that its session is still open, so a logout, a password
 * change or a deleted account ends the stream too. The tests shorten the check.
 */
export const STREAMS = { perUser: 5, heartbeatMs: 25_000, sessionCheckMs: 10_000 };

/**
 * Server-Sent Events for the signed-in user. The browser reads it with fetch (so the bearer
 * token goes in a header, as everywhere else); a comment every 25 s keeps proxies from closing it.
 * Each event has an id; a new stream starts with the user's events of the last seconds, or
 * with those after its `Last-Event-ID` when this process still holds that event.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open streams never end by themselves: end them before the server waits for connections.
  const open = new Set<() => void>();
  // Each user's open streams, oldest first.
  const byUser = new Map<string, (() => void)[]>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  routeRegistrar(app, { tags: ['user'] })(
    r.stream,
    { summary: 'Live events (text/event-stream)', onRequest: app.authenticate },
    (request, reply) => {
      const user = currentUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // HTTP/2 has no such header (Node drops it with a warning).
        ...(request.raw.httpVersionMajor === 1 ? { connection: 'keep-alive' } : {}),
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      const send = (event: UserEvent, id: string, replayed = false) =>
        res.write(
          `id: ${id}\n${replayed ? 'replay: 1\n' : ''}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`,
        );
      // A page reconnecting (its server stopped, or the network dropped) names the last event it
      // got: the ones after it are news to it, sent as they were. Any process can answer, as
      // every process sees every event in one order.
      const lastId = request.headers['last-event-id'];
      const missed = typeof lastId === 'string' ? app.events.since(user.sub, lastId) : undefined;
      // Otherwise the page read its data beside this request: what happened just before it
      // opened may not be in what it read. Replayed events say so (`replay`, a field of ours
      // that EventSource would ignore), so the page reloads what they change without announcing
      // them as news; it drops those it has already seen by their ids. Nothing can arrive
      // between the replay and the subscription: both run in this one turn.
      if (missed) for (const { id, event } of missed) send(event, id);
      else for (const { id, event } of app.events.recent(user.sub)) send(event, id, true);
      const unsubscribe = app.events.subscribe(user.sub, (event, id) => send(event, id));
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), STREAMS.heartbeatMs);
      const sessionCheck = setInterval(() => {
        // Ended, switched to another account, or the role changed: the page reconnects and is
        // checked anew.
        isSessionCurrent(app.database.db, user)
          .then((current) => current || end())
          .catch(() => {});
      }, STREAMS.sessionCheckMs);
      const end = () => {
        if (!open.has(end)) return;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
        open.delete(end);
        const mine = (byUser.get(user.sub) ?? []).filter((other) => other !== end);
        if (mine.length) byUser.set(user.sub, mine);
        else byUser.delete(user.sub);
        res.end();
      };
      open.add(end);
      const mine = [...(byUser.get(user.sub) ?? []), end];
      byUser.set(user.sub, mine);
      // One more tab than allowed: the oldest stream gives way (the browser would reconnect it).
      if (mine.length > STREAMS.perUser) mine[0]?.();
      request.raw.on('close', end);
    },
  );
};
