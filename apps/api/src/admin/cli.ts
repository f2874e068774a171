import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { AppError } from '../lib/app-error';
import { createConfirmedAccount } from '../modules/auth';
import { checkLedger } from '../modules/ledger';
import { issueStationKey } from '../modules/refuels';
import { CARD_ORDER_USAGE, cardOrderCommand } from './card-orders';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-company --email E --name "Company LLC" --password P [--phone +374XXXXXXXX]
                 [--first-name F --last-name L]   (the contact person)
  station-key --station CODE     issue an API key for a station's pump terminals (shown once)
  ledger-check                   recompute every balance from the ledger; exit 1 on a difference
${CARD_ORDER_USAGE}

With the embedded database, stop the server first: one process at a time may open ./data.`;

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    return await run(database);
  } finally {
    await database.close();
  }
}

const commands: Record<string, (args: string[]) => Promise<number>> = {
  'create-company': async (args) => {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        phone: { type: 'string' },
        'first-name': { type: 'string', default: '' },
        'last-name': { type: 'string', default: '' },
      },
    });
    if (!values.email || !values.name || !values.password) throw new Error(USAGE);
    const { email, name, password, phone } = values;
    const user = await withDatabase(({ db }) =>
      createConfirmedAccount(db, {
        type: 'company',
        companyName: name,
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        email,
        phone,
        password,
      }),
    );
    console.log(`Created company "${name}" <${user.email}> with user ID ${user.publicId}.`);
    return 0;
  },
  'station-key': async (args) => {
    const { values } = parseArgs({ args, options: { station: { type: 'string' } } });
    if (!values.station) throw new Error(USAGE);
    const station = values.station;
    const { stationId, key } = await withDatabase(({ db }) => issueStationKey(db, station));
    console.log(
      `Station ${station} (${stationId})\nAPI key (store it now, it is not shown again):\n  ${key}`,
    );
    return 0;
  },
  'card-order': (args) => cardOrderCommand(args, withDatabase, loadConfig().redisUrl),
  'ledger-check': async () => {
    const report = await withDatabase(({ db }) => checkLedger(db));
    if (report.ok) {
      console.log('Ledger is consistent: every journal balances and every cached balance matches.');
      return 0;
    }
    console.error(JSON.stringify(report, null, 2));
    return 1;
  },
};

const [command, ...rest] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run(rest)
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    if (err instanceof AppError)
      console.error(`Refused: ${err.code} ${err.options.field ?? ''}`.trim());
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
