import { usersRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public: the browser needs the key before it can subscribe. */
export const pushConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    r.pushConfig.path,
    {
      schema: {
        tags: ['user'],
        summary: 'The Web Push (VAPID) public key, or null when push is off',
        response: { 200: r.pushConfig.reply },
      },
    },
    async () => ({ public_key: app.config.push?.publicKey ?? null }),
  );
};
