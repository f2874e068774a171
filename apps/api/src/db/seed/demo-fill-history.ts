import { randomUUID } from 'node:crypto';
import { TRANSACTION_STATUS } from '@fuel/contract';
import { ORDER_STATUS } from '../../integrations/payment-gateway';
import { insertCardRefuel } from '../../modules/cards';
import { type DemoFill, seedDemoFills } from '../../modules/fleet';
import { dateJournal, postJournal } from '../../modules/ledger';
import { insertOrder } from '../../modules/payments';
import { findProductPrices } from '../../modules/products';
import { insertEndedRefuel } from '../../modules/refuels';
import { findStationProducts } from '../../modules/stations';
import { insertTransaction } from '../../modules/transactions';
import type { Db } from '../database';

const HOUR = 3600_000;

/**
 * The demo account's vehicles' fills (fleet module), each a refuel of the account's history
 * under the fill's own id, as demo-history.ts makes refuels: a balance's code, or the company
 * card the vehicle is filled with. The fuel comes from purchases made a little earlier, and
 * every litre goes through the ledger, so `ledger-check` holds and the history links each
 * refuel to its vehicle. One transaction: fills and refuels come together or not at all.
 */
export async function seedDemoFillHistory(
  db: Db,
  userId: string,
  cards: { vehicleId: string; cardId: string; driverId: string | null }[] = [],
): Promise<number> {
  const sells = await findStationProducts(db, { openOnly: true });
  const prices = new Map(
    (await findProductPrices(db, { onSaleOnly: false })).map((p) => [p.id, p.price]),
  );
  return db.transaction(async (tx) => {
    const fills = await seedDemoFills(tx, { userId, stations: sells, cards });
    // What the demo's purchases put on the balance for these fills, per product.
    const bought = new Map<string, number>();
    for (const fill of [...fills].sort((a, b) => a.filledAt.getTime() - b.filledAt.getTime())) {
      // A full tank is asked for in round litres above what it takes; a top-up as it is.
      const asked = fill.fullTank ? Math.ceil((fill.quantity + 1) / 5000) * 5000 : fill.quantity;
      const price = prices.get(fill.productId) ?? 0;
      const left = bought.get(fill.productId) ?? 0;
      if (left < asked) {
        const quantity = Math.ceil((asked * 6) / 100_000) * 100_000;
        await purchase(tx, userId, fill.productId, quantity, price, fill.filledAt);
        bought.set(fill.productId, left + quantity);
      }
      await refuel(tx, fill, asked);
      bought.set(fill.productId, (bought.get(fill.productId) ?? 0) - fill.quantity);
    }
    return fills.length;
  });
}

async function purchase(
  tx: Db,
  userId: string,
  productId: string,
  quantity: number,
  price: number,
  before: Date,
) {
  const id = randomUUID();
  const at = new Date(before.getTime() - 3 * HOUR);
  const amount = Math.round((quantity * price) / 1000);
  await insertOrder(tx, {
    id,
    userId,
    productId,
    quantity,
    unitPrice: price,
    amount,
    language: 'am',
    gatewayOrderId: `demo-${id}`,
    state: 'paid',
    gatewayStatus: ORDER_STATUS.deposited,
    createdAt: at,
    settledAt: at,
  });
  const posted = await postJournal(tx, 'purchase', id, [
    { userId: null, account: 'sales', productId, quantity: -quantity },
    { userId, account: 'available', productId, quantity },
  ]);
  await dateJournal(tx, posted.journalId, at);
  await insertTransaction(tx, {
    userId,
    type: 'buying',
    statusId: TRANSACTION_STATUS.success,
    productId,
    quantity,
    amount,
    referenceId: id,
    createdAt: at,
    updatedAt: at,
  });
}

/** The fill's refuel, settled at the pump: the card's, or a code of the balance. */
async function refuel(tx: Db, fill: DemoFill, asked: number) {
  const started = new Date(fill.filledAt.getTime() - 4 * 60_000);
  const said = { vehicleId: fill.vehicleId, odometerKm: fill.odometerKm, fullTank: fill.fullTank };
  const common = {
    id: fill.id,
    userId: fill.userId,
    productId: fill.productId,
    stationId: fill.stationId,
    quantity: asked,
    dispensed: fill.quantity,
    state: 'completed' as const,
    expiresAt: new Date(started.getTime() + 15 * 60_000),
    createdAt: started,
    endedAt: fill.filledAt,
    ...said,
  };
  if (fill.cardId)
    await insertCardRefuel(tx, { ...common, cardId: fill.cardId, code: null, funding: 'company' });
  else await insertEndedRefuel(tx, { ...common, code: null, redeemedStationId: fill.stationId });
  const posted = await postJournal(tx, 'refuel_settle', fill.id, [
    {
      userId: fill.userId,
      account: 'available',
      productId: fill.productId,
      quantity: -fill.quantity,
    },
    { userId: null, account: 'dispensed', productId: fill.productId, quantity: fill.quantity },
  ]);
  await dateJournal(tx, posted.journalId, fill.filledAt);
  await insertTransaction(tx, {
    userId: fill.userId,
    type: 'charging',
    statusId: TRANSACTION_STATUS.success,
    productId: fill.productId,
    quantity: -fill.quantity,
    stationId: fill.stationId,
    referenceId: fill.id,
    cardId: fill.cardId,
    createdAt: fill.filledAt,
    updatedAt: fill.filledAt,
  });
}
