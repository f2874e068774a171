import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { diskStorage, type Storage } from '../integrations/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storage = fp(async (app: FastifyInstance) => {
  app.decorate('storage', diskStorage(app.config.uploadsDir));
});
