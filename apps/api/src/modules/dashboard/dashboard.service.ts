import type { DashboardReply, Language, UserType } from '@fuel/contract';
import type { Db } from '../../db/database';
import { listConnections } from '../friends';
import { productBalances } from '../ledger';
import { listTransactions } from '../transactions';
import { listVehicles } from '../vehicles';

const none = { count: 0, data: [] };

/**
 * Everything the Main screen shows. `connections` are the user's friends (individuals) or
 * partners (companies); `friends` or `partners` repeats them by name and the other is empty.
 */
export async function dashboard(
  db: Db,
  user: { sub: string; typ: UserType },
  lang: Language,
): Promise<DashboardReply> {
  const [balances, vehicles, transactions, found] = await Promise.all([
    productBalances(db, user.sub, lang),
    listVehicles(db, user.sub, lang, { offset: 1, limit: 3 }),
    listTransactions(db, user.sub, lang, { offset: 1, limit: 5 }),
    listConnections(db, user.sub, { offset: 1, limit: 5 }),
  ]);
  const connections = {
    count: found.count,
    data: found.data.map(({ since: _since, ...c }) => c),
  };
  return {
    balances: balances.data,
    vehicles,
    transactions,
    connections,
    friends: user.typ === 'individual' ? connections : none,
    partners: user.typ === 'company' ? connections : none,
  };
}
