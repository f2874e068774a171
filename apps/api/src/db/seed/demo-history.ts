import { randomUUID } from 'node:crypto';
import { TRANSACTION_STATUS } from '@fuel/contract';
import { ORDER_STATUS } from '../../integrations/payment-gateway';
import { dateJournal, postJournal } from '../../modules/ledger';
import { insertOrder } from '../../modules/payments';
import { findProductPrices } from '../../modules/products';
import { insertEndedRefuel } from '../../modules/refuels';
import { findStationProducts } from '../../modules/stations';
import { analyzeTransactions, insertTransaction } from '../../modules/transactions';
import { findUserByEmail } from '../../modules/users';
import type { Db } from '../database';

/** A small deterministic generator, so every fresh demo database tells the same story. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const DAY = 24 * 3600 * 1000;

/**
 * About three months of history for a demo account: paid and declined purchases, refuels at
 * stations across the country (used, cancelled, expired), and what is left on the balance.
 * Every litre goes through the ledger, so `ledger-check` holds on the demo data too.
 */
export async function seedDemoHistory(
  db: Db,
  email: string,
  seed: number,
  events = 160,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const catalog = await findProductPrices(db, { onSaleOnly: true });
  const sells = await findStationProducts(db, { openOnly: false });
  const rnd = random(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const held = new Map<string, number>();
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (let i = 0; i < events; i++) {
      const at = new Date(
        now - (events - i) * (90 / events) * DAY + Math.floor(rnd() * 6) * 3600 * 1000,
      );
      const product = pick(catalog.slice(0, 5).concat(catalog));
      const balance = held.get(product.id) ?? 0;
      const id = randomUUID();
      if (balance < 20_000 || rnd() < 0.35) {
        const litres = pick([20, 30, 40, 50, 100]);
        const declined = rnd() < 0.08;
        const quantity = litres * 1000;
        await insertOrder(tx, {
          id,
          userId: user.id,
          productId: product.id,
          quantity,
          unitPrice: product.price,
          amount: litres * product.price,
          language: 'am',
          gatewayOrderId: `demo-${id}`,
          state: declined ? 'failed' : 'paid',
          gatewayStatus: declined ? ORDER_STATUS.declined : ORDER_STATUS.deposited,
          createdAt: at,
          settledAt: declined ? null : at,
        });
        if (!declined) {
          const posted = await postJournal(tx, 'purchase', id, [
            { userId: null, account: 'sales', productId: product.id, quantity: -quantity },
            { userId: user.id, account: 'available', productId: product.id, quantity },
          ]);
          await dateJournal(tx, posted.journalId, at);
          held.set(product.id, balance + quantity);
        }
        await insertTransaction(tx, {
          userId: user.id,
          type: 'buying',
          statusId: declined ? TRANSACTION_STATUS.error : TRANSACTION_STATUS.success,
          outcome: declined ? 'declined' : null,
          outcomeReason: declined ? 'Անբավարար միջոցներ' : null,
          outcomeCode: declined ? 116 : null,
          productId: product.id,
          quantity,
          amount: litres * product.price,
          referenceId: id,
          createdAt: at,
          updatedAt: at,
        });
        continue;
      }
      const station = pick(sells.filter((s) => s.productId === product.id));
      if (!station) continue;
      const quantity = Math.min(balance, (10 + Math.floor(rnd() * 40)) * 1000);
      const outcome = rnd() < 0.85 ? 'completed' : rnd() < 0.5 ? 'cancelled' : 'expired';
      const dispensed = outcome === 'completed' ? quantity - Math.floor(rnd() * 3) * 500 : 0;
      await insertEndedRefuel(tx, {
        id,
        userId: user.id,
        productId: product.id,
        quantity,
        code: null,
        stationId: station.stationId,
        state: outcome,
        dispensed: outcome === 'completed' ? dispensed : null,
        redeemedStationId: outcome === 'completed' ? station.stationId : null,
        expiresAt: new Date(at.getTime() + 15 * 60_000),
        createdAt: at,
        endedAt: at,
      });
      if (outcome === 'completed') {
        const posted = await postJournal(tx, 'refuel_settle', id, [
          { userId: user.id, account: 'available', productId: product.id, quantity: -dispensed },
          { userId: null, account: 'dispensed', productId: product.id, quantity: dispensed },
        ]);
        await dateJournal(tx, posted.journalId, at);
        held.set(product.id, balance - dispensed);
      }
      await insertTransaction(tx, {
        userId: user.id,
        type: 'charging',
        statusId: outcome === 'completed' ? TRANSACTION_STATUS.success : TRANSACTION_STATUS.error,
        outcome: outcome === 'completed' ? null : outcome,
        productId: product.id,
        quantity: -(outcome === 'completed' ? dispensed : quantity),
        stationId: station.stationId,
        referenceId: id,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
  await analyzeTransactions(db);
}
