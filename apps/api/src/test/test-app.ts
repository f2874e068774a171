import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { app } from '../app';
import { type Config, loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { seedCatalog } from '../db/seed';
import { createServer } from '../transport';
import { testRunDir } from './temp-dir';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fill the product and station catalog (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Add hooks before the app registers its routes (e.g. `onRoute`, to see each of them). */
  before?: (app: FastifyInstance) => void;
  /** Add routes or hooks before the app is ready (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void;
  database?: Database;
}

/** A folder of its own for an app's uploads, not created until something is stored there. */
function uploadsDir(): string {
  return path.join(testRunDir(), `fc-uploads-${randomUUID()}`);
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    // Tests deliver queued messages themselves: `await app.jobs.drain()`.
    RUN_WORKER: 'false',
    // Links and return addresses as a deployment has them (requests made by inject say
    // `Host: localhost:80`); site-url.test.ts covers running without it.
    PUBLIC_URL: 'http://localhost:3000',
    UPLOADS_DIR: uploadsDir(),
    ...env,
  });
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  if (options.seed ?? true) await seedCatalog(database.db);
  const config = testConfig(options.env);
  const server = createServer(config);
  options.before?.(server);
  await server.register(app, { config, database });
  options.extend?.(server);
  await server.ready();
  return {
    app: server,
    database,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
