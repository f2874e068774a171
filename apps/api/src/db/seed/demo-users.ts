import type { TeamRole } from '@fuel/contract';
import { createConfirmedAccount, type NewAccount } from '../../modules/auth';
import { seedDemoCards, seedDemoDrivers } from '../../modules/cards';
import { seedDemoTeam } from '../../modules/team';
import { findLiveEmails, hasUsers } from '../../modules/users';
import { seedDemoVehicles } from '../../modules/vehicles';
import type { Db } from '../database';
import { seedDemoFillHistory } from './demo-fill-history';
import { seedDemoFriends } from './demo-friends';
import { seedDemoHistory } from './demo-history';

/** People who work for Ararat Trans (DESIGN §5.8), each with a personal login of their own. */
export const DEMO_TEAM: { account: NewAccount; role: TeamRole }[] = [
  ['Սոնա', 'Բաղդասարյան', 'admin', 'administrator'],
  ['Արթուր', 'Ղազարյան', 'manager', 'fleet_manager'],
  ['Գայանե', 'Սիմոնյան', 'accountant', 'accountant'],
  ['Վահե', 'Աբրահամյան', 'driver1', 'driver'],
  ['Գոռ', 'Մանուկյան', 'driver2', 'driver'],
].map(([firstName, lastName, login, role], i) => ({
  account: {
    type: 'individual',
    firstName: firstName as string,
    lastName: lastName as string,
    email: `${login}@demo.fuel-cabinet.am`,
    phone: `+3749100001${i}`,
    password: `DemoTeam${i + 1}`,
  },
  role: role as TeamRole,
}));

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
    taxId: '02574831',
    legalAddress: 'Երևան, Արշակունյաց պող. 34',
    email: 'fleet@demo.fuel-cabinet.am',
    phone: '+37491000002',
    password: 'DemoPass2',
  },
  // Ani's friend and the fleet's partner: fuel already sent both ways.
  {
    type: 'individual',
    firstName: 'Դավիթ',
    lastName: 'Սարգսյան',
    email: 'davit@demo.fuel-cabinet.am',
    phone: '+37491000003',
    password: 'DemoPass3',
  },
  {
    type: 'company',
    firstName: 'Արմեն',
    lastName: 'Գրիգորյան',
    companyName: 'Գեղարդ Լոջիստիկ ՍՊԸ',
    taxId: '00861275',
    legalAddress: 'Երևան, Թբիլիսյան խճ. 12',
    email: 'cargo@demo.fuel-cabinet.am',
    phone: '+37491000004',
    password: 'DemoPass4',
  },
  // One request waiting each way: from Lilit and Sevan Agro, to Narek and Shirak Build.
  {
    type: 'individual',
    firstName: 'Լիլիթ',
    lastName: 'Ավետիսյան',
    email: 'lilit@demo.fuel-cabinet.am',
    phone: '+37491000005',
    password: 'DemoPass5',
  },
  {
    type: 'individual',
    firstName: 'Նարեկ',
    lastName: 'Պողոսյան',
    email: 'narek@demo.fuel-cabinet.am',
    phone: '+37491000006',
    password: 'DemoPass6',
  },
  {
    type: 'company',
    firstName: 'Կարեն',
    lastName: 'Մկրտչյան',
    companyName: 'Սևան Ագրո ՍՊԸ',
    taxId: '08213946',
    legalAddress: 'Սևան, Նաիրյան փ. 5',
    email: 'agro@demo.fuel-cabinet.am',
    phone: '+37491000007',
    password: 'DemoPass7',
  },
  {
    type: 'company',
    firstName: 'Մարիամ',
    lastName: 'Հակոբյան',
    companyName: 'Շիրակ Բիլդ ՍՊԸ',
    taxId: '05517302',
    legalAddress: 'Գյումրի, Տիգրան Մեծի փ. 21',
    email: 'build@demo.fuel-cabinet.am',
    phone: '+37491000008',
    password: 'DemoPass8',
  },
  // Ararat Trans's team: personal logins that act for the company from the header's switcher.
  ...DEMO_TEAM.map((m) => m.account),
];

/** The vehicles Ararat Trans's drivers drive, each with their card, by plate. */
const DRIVEN = ['77 TT 301', '77 TT 302'];

/** Three months of history for the first four accounts; the last four start empty. */
const HISTORY = [160, 240, 60, 80];

/** Creates the demo accounts in a database that has no users yet. */
export async function seedDemoUsers(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const ids = new Map<string, string>();
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const created = await createConfirmedAccount(db, account);
    ids.set(account.email, created.id);
    const events = HISTORY[i];
    if (events) await seedDemoHistory(db, account.email, 17 + i, events);
  }
  await seedDemoFriends(db, {
    main: 'ani@demo.fuel-cabinet.am',
    friend: 'davit@demo.fuel-cabinet.am',
    asking: 'lilit@demo.fuel-cabinet.am',
    asked: 'narek@demo.fuel-cabinet.am',
  });
  await seedDemoFriends(db, {
    main: 'fleet@demo.fuel-cabinet.am',
    friend: 'cargo@demo.fuel-cabinet.am',
    asking: 'agro@demo.fuel-cabinet.am',
    asked: 'build@demo.fuel-cabinet.am',
  });
  const vehicles = await seedDemoVehicles(db, ids);
  const ani = ids.get('ani@demo.fuel-cabinet.am');
  if (ani) await seedDemoFillHistory(db, ani);
  const fleet = ids.get('fleet@demo.fuel-cabinet.am');
  if (fleet) {
    await seedDemoCards(db, fleet);
    await seedDemoTeam(
      db,
      fleet,
      DEMO_TEAM.map((m) => ({ userId: ids.get(m.account.email) as string, role: m.role })),
    );
    const cards = await seedDemoDrivers(
      db,
      fleet,
      DEMO_TEAM.filter((m) => m.role === 'driver').map((m, i) => ({
        userId: ids.get(m.account.email) as string,
        name: `${m.account.firstName} ${m.account.lastName}`,
        vehicle: vehicles.get(DRIVEN[i] ?? ''),
      })),
    );
    // Last: the trucks are filled with the drivers' cards, and each card's fuel was chosen from
    // the balance the history left.
    await seedDemoFillHistory(db, fleet, cards);
  }
  return true;
}

/**
 * The demo accounts this database really has (the start-up banner prints only those): none on a
 * database that had users before the first start, e.g. a company made with `admin
 * create-company`, and none once an account was deleted.
 */
export async function presentDemoAccounts(db: Db): Promise<NewAccount[]> {
  const present = new Set(
    await findLiveEmails(
      db,
      DEMO_ACCOUNTS.map((a) => a.email),
    ),
  );
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}
