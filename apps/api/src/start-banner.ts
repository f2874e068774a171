import type { Config } from './config/env';
import { DEMO_TEAM } from './db/seed/demo-users';
import type { NewAccount } from './modules/auth';
import { DEMO_CARD, DEMO_STOCK_CARD, groupedCardNumber } from './modules/cards';
import { devToolsNotice } from './plugins/dev-tools';

const teamRole = (email: string) => DEMO_TEAM.find((m) => m.account.email === email)?.role;

/** The demo company the demo fuel cards belong to. */
const DEMO_FLEET = 'fleet@demo.fuel-cabinet.am';

/**
 * The plain banner for the person who ran `npm start` (the JSON log carries the same facts). It
 * names only the demo logins the database really has: a database that had users before its first
 * start (`admin create-company`) got none, and printing them would send people to logins that
 * do not exist.
 */
export function startBanner(config: Config, url: string, demoAccounts: NewAccount[]): string {
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dataDir}`;
  const fleet = demoAccounts.some((a) => a.email === DEMO_FLEET);
  return [
    '',
    `  Fuel Cabinet is running at ${url}`,
    `  API documentation:  ${url}/api/docs`,
    `  Database:           ${where}`,
    ...(demoAccounts.length > 0
      ? [
          '',
          '  Demo logins (e-mail / password):',
          ...demoAccounts.map(
            (a) =>
              `    ${a.type.padEnd(10)} ${a.email} / ${a.password}${teamRole(a.email) ? `  (Ararat Trans: ${teamRole(a.email)?.replace('_', ' ')})` : ''}`,
          ),
          ...(fleet
            ? [
                `  Demo fuel card (fleet@…, pump page /dev/pump): ${groupedCardNumber(DEMO_CARD.number)}, PIN ${DEMO_CARD.pin}`,
                `  Card in stock (fleet@…, Cards → Add a card): ${groupedCardNumber(DEMO_STOCK_CARD.number)}, activation code ${DEMO_STOCK_CARD.activationCode}`,
              ]
            : []),
          ...(config.mail.smtpUrl || config.devTools !== 'on'
            ? []
            : [`  Sign-in codes and links arrive in the development mailbox: ${url}/dev/mailbox`]),
        ]
      : []),
    ...(config.devTools === 'off' ? [] : ['', ...devToolsNotice(config, url)]),
    '',
  ].join('\n');
}
