import { parseArgs } from 'node:util';
import { TAX_ID_PATTERN } from '@fuel/contract';
import { loadConfig } from '../config/env';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { AppError } from '../lib/app-error';
import { createConfirmedAccount } from '../modules/auth';
import { checkLedger } from '../modules/ledger';
import { issueStationKey, revokeStationKey, stationKeysOf } from '../modules/refuels';
import { BROADCAST_USAGE, broadcastCommand } from './broadcast';
import { CARD_ORDER_USAGE, cardOrderCommand, cardStockCommand } from './card-orders';
import {
  CATALOG_USAGE,
  productPriceCommand,
  productsCommand,
  stationAddCommand,
  stationOpenCommand,
  stationsCommand,
} from './catalog';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-company --email E --name "Company LLC" --password P [--phone +374XXXXXXXX]
                 [--first-name F --last-name L]   (the contact person)
                 [--tax-id 12345678 --legal-address "Yerevan, ..."]   (the company may add them in Settings)
  station-key --station CODE     issue an API key for a station's pump terminals (shown once)
  station-key list --station CODE                 the station's keys: id, issued, revoked
  station-key revoke --key KEY | --id ID | --station CODE
                                 end one key, or every key of a station, at once
  ledger-check                   recompute every balance from the ledger; exit 1 on a difference
${CATALOG_USAGE}
${CARD_ORDER_USAGE}
${BROADCAST_USAGE}

With the embedded database, stop the server first: one process at a time may open ./data.`;

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate({
      sandboxGateway: config.payment.sandboxGateway,
      sandboxFiscal: config.fiscal.sandbox,
    });
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
        'tax-id': { type: 'string' },
        'legal-address': { type: 'string' },
      },
    });
    if (!values.email || !values.name || !values.password) throw new Error(USAGE);
    const taxId = values['tax-id'];
    if (taxId !== undefined && !TAX_ID_PATTERN.test(taxId)) {
      throw new Error('--tax-id: the tax ID (ՀՎՀՀ) is 8 digits');
    }
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
        taxId,
        legalAddress: values['legal-address'],
      }),
    );
    console.log(`Created company "${name}" <${user.email}> with user ID ${user.publicId}.`);
    return 0;
  },
  'station-key': async (args) => {
    if (args[0] === 'revoke') return revokeKeys(args.slice(1));
    if (args[0] === 'list') return listKeys(args.slice(1));
    const { values } = parseArgs({ args, options: { station: { type: 'string' } } });
    if (!values.station) throw new Error(USAGE);
    const station = values.station;
    const { stationId, key } = await withDatabase(({ db }) => issueStationKey(db, station));
    console.log(
      `Station ${station} (${stationId})\nAPI key (store it now, it is not shown again):\n  ${key}`,
    );
    return 0;
  },
  products: (args) => productsCommand(args, withDatabase),
  'product-price': (args) => productPriceCommand(args, withDatabase),
  stations: (args) => stationsCommand(args, withDatabase),
  'station-add': (args) => stationAddCommand(args, withDatabase),
  'station-close': (args) => stationOpenCommand(args, withDatabase, false),
  'station-open': (args) => stationOpenCommand(args, withDatabase, true),
  broadcast: (args) => broadcastCommand(args, withDatabase, loadConfig().redisUrl),
  'card-order': (args) => cardOrderCommand(args, withDatabase, loadConfig().redisUrl),
  'card-stock': (args) => cardStockCommand(args, withDatabase),
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

async function revokeKeys(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { key: { type: 'string' }, id: { type: 'string' }, station: { type: 'string' } },
  });
  const given = [values.key, values.id, values.station].filter(Boolean);
  if (given.length !== 1) throw new Error(USAGE);
  const revoked = await withDatabase(({ db }) =>
    revokeStationKey(db, { key: values.key, id: values.id, stationCode: values.station }),
  );
  console.log(`Revoked ${revoked} station key${revoked === 1 ? '' : 's'}.`);
  return revoked > 0 ? 0 : 1;
}

async function listKeys(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { station: { type: 'string' } } });
  if (!values.station) throw new Error(USAGE);
  const station = values.station;
  const keys = await withDatabase(({ db }) => stationKeysOf(db, station));
  for (const key of keys) {
    const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'live';
    console.log(`${key.id}  issued ${key.createdAt.toISOString()}  ${state}`);
  }
  if (!keys.length) console.log(`Station ${station} has no keys.`);
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'help' || command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
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
