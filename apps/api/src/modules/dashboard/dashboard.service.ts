import type { DashboardReply, Language, UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import { productBalances } from '../ledger';
import { listTransactions } from '../transactions';
import { listVehicles } from '../vehicles';

const none = { count: 0, data: [] };

/**
 * Everything the Main screen shows. Friends and partners have no relations yet, so their
 * sections are empty lists, which the screen shows as its empty states.
 */
export async function dashboard(
  db: Db,
  user: { sub: string; typ: UserType },
  lang: Language,
): Promise<DashboardReply> {
  const [balances, vehicles, transactions] = await Promise.all([
    productBalances(db, user.sub, lang),
    listVehicles(db, user.sub, lang, { offset: 1, limit: 3 }),
    listTransactions(db, user.sub, lang, { offset: 1, limit: 5 }),
  ]);
  return {
    balances: balances.data,
    vehicles,
    transactions,
    connections: none,
    friends: none,
    partners: none,
  };
}
