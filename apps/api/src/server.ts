import closeWithGrace from 'close-with-grace';
import { app } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/open';
import { seedCatalog } from './db/seed';
import { DEMO_ACCOUNTS, seedDemoUsers } from './db/seed/demo-users';
import { databaseFailure, unreachableDatabaseMessage } from './lib/db-errors';
import { DEMO_CARD, DEMO_STOCK_CARD, groupedCardNumber } from './modules/cards';
import { devToolsNotice } from './plugins/dev-tools';
import { createServer } from './transport';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const server = createServer(config);

  await database.migrate({ sandboxGateway: config.payment.sandboxGateway });
  // The fuels and stations the cabinet starts with; operators change them with `npm run admin`.
  if (await seedCatalog(database.db)) {
    server.log.info('seeded the product and station catalog');
  }
  if (config.seedDemo && (await seedDemoUsers(database.db))) {
    server.log.info('seeded the demo accounts');
  }

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
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  // A plain banner for the person who ran `npm start`; the JSON log carries the same facts.
  console.log(
    [
      '',
      `  Fuel Cabinet is running at ${url}`,
      `  API documentation:  ${url}/api/docs`,
      `  Database:           ${where}`,
      ...(config.seedDemo
        ? [
            '',
            '  Demo logins (e-mail / password):',
            ...DEMO_ACCOUNTS.map((a) => `    ${a.type.padEnd(10)} ${a.email} / ${a.password}`),
            `  Demo fuel card (fleet@…, pump page /dev/pump): ${groupedCardNumber(DEMO_CARD.number)}, PIN ${DEMO_CARD.pin}`,
            `  Card in stock (fleet@…, Cards → Add a card): ${groupedCardNumber(DEMO_STOCK_CARD.number)}, activation code ${DEMO_STOCK_CARD.activationCode}`,
            ...(config.mail.smtpUrl || config.devTools !== 'on'
              ? []
              : [
                  `  Sign-in codes and links arrive in the development mailbox: ${url}/dev/mailbox`,
                ]),
          ]
        : []),
      ...(config.devTools === 'off' ? [] : ['', ...devToolsNotice(config, url)]),
      '',
    ].join('\n'),
  );
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
