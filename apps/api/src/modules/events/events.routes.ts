import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/authenticate';

/**
 * Server-Sent Events for the signed-in user. The browser reads it with fetch (so the bearer
 * token goes in a header, as everywhere else); a comment every 25 s keeps proxies from closing it.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  // Open streams never end by themselves: end them before the server waits for connections.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/user/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Live events (text/event-stream)',
        security: [{ bearer: [] }],
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': connected\n\n');
      const unsubscribe = app.events.subscribe(user.sub, (event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
