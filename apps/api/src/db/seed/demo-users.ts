import { sql } from 'drizzle-orm';
import { createConfirmedAccount, type NewAccount } from '../../modules/auth';
import type { Db } from '../database';
import { users } from '../schema';
import { seedDemoHistory } from './demo-history';

/** Demo logins for a development database. Development-only passwords, printed at start. */
export const DEMO_ACCOUNTS: NewAccount[] = [
  {
    type: 'individual',
    firstName: 'Անի',
    lastName: 'Մարտիրոսյան',
    email: 'ani@demo.fuel-cabinet.am',
    phone: '+37491000001',
    password: 'DemoPass1',
  },
  {
    type: 'company',
    firstName: 'Տիգրան',
    lastName: 'Հովհաննիսյան',
    companyName: 'Արարատ Տրանս ՍՊԸ',
    email: 'fleet@demo.fuel-cabinet.am',
    phone: '+37491000002',
    password: 'DemoPass2',
  },
];

/** Creates the demo accounts in a database that has no users yet. */
export async function seedDemoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    await createConfirmedAccount(db, account);
    await seedDemoHistory(db, account.email, 17 + i, account.type === 'company' ? 240 : 160);
  }
  return true;
}
