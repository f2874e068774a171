import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/open';
import { AppError } from '../lib/app-error';
import { createConfirmedAccount } from '../modules/auth';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-company --email E --name "Company LLC" --password P [--phone +374XXXXXXXX]
                 [--first-name F --last-name L]   (the contact person)

With the embedded database, stop the server first: one process at a time may open ./data.`;

async function createCompany(args: string[]) {
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
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const user = await createConfirmedAccount(database.db, {
      type: 'company',
      companyName: values.name,
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      email: values.email,
      phone: values.phone,
      password: values.password,
    });
    console.log(`Created company "${values.name}" <${user.email}> with user ID ${user.publicId}.`);
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<void>> = {
  'create-company': createCompany,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run(rest).catch((err: unknown) => {
  if (err instanceof AppError)
    console.error(`Refused: ${err.code} ${err.options.field ?? ''}`.trim());
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
