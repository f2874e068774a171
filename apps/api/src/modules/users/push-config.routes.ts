import { usersRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';

/** Public: the browser needs the key before it can subscribe. */
export const pushConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  routeRegistrar(app, { tags: ['user'] })(
    r.pushConfig,
    { summary: 'The Web Push (VAPID) public key, or null when push is off' },
    async () => ({ public_key: app.config.push?.publicKey ?? null }),
  );
};
