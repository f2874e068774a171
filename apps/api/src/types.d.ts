import type { Language } from '@fuel/contract';
import type { Config } from './config/env';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
  interface FastifyRequest {
    /** Language of the reply's messages and localized names, from Accept-Language. */
    lang: Language;
  }
}
