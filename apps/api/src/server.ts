import closeWithGrace from 'close-with-grace';
import { app } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/open';
import { seedCatalog } from './db/seed';
import { presentDemoAccounts, seedDemoUsers } from './db/seed/demo-users';
import { databaseFailure, unreachableDatabaseMessage } from './lib/db-errors';
import { startBanner } from './start-banner';
import { createServer } from './transport';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const server = createServer(config);

  await database.migrate({
    sandboxGateway: config.payment.sandboxGateway,
    sandboxFiscal: config.fiscal.sandbox,
  });
  // The fuels and stations the cabinet starts with; operators change them with `npm run admin`.
  // Instances starting together on an empty database seed it once: the others wait, then find
  // it seeded.
  await database.alone(async () => {
    if (await seedCatalog(database.db)) {
      server.log.info('seeded the product and station catalog');
    }
    if (config.seedDemo && (await seedDemoUsers(database.db))) {
      server.log.info('seeded the demo accounts');
    }
  });

  await server.register(app, { config, database });

  // Finish in-flight requests and close the database before exiting.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
  });

  await server.listen({ host: config.host, port: config.port });
  if (config.devTools !== 'off') {
    server.log.warn({ devTools: config.devTools, host: config.host }, 'development tools');
  }
  const url = `${config.tls ? 'https' : 'http'}://localhost:${config.port}`;
  const demoAccounts = config.seedDemo ? await presentDemoAccounts(database.db) : [];
  console.log(startBanner(config, url, demoAccounts));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || (err instanceof Error && err.name === 'DataDirLockedError')) {
    console.error(err.message);
  } else if (databaseFailure(err) === 'unavailable') {
    // One line the operator can act on, instead of a driver's stack trace.
    console.error(unreachableDatabaseMessage(err));
  } else {
    console.error(err);
  }
  process.exit(1);
});
