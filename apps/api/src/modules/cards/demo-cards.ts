import type { Db } from '../../db/database';
import { silentEventHub } from '../../lib/event-hub';
import { hashPassword } from '../../lib/passwords';
import { findBalance } from '../ledger';
import { insertCardExtra } from './card-extras.repository';
import { insertCardOrder } from './card-orders.repository';
import { authorizeCardRefuel, completeCardRefuel } from './card-refuels.service';
import {
  demoProductsAndStation,
  insertCards,
  lockCardByNumber,
  replaceCardProducts,
  updateCard,
} from './cards.repository';

/**
 * The demo card printed at start for the development pump page. Its PIN is one a company could
 * set: not one of the trivial ones the cabinet refuses (1111, 1212, 1234…).
 */
export const DEMO_CARD = { number: '9051000000001015', pin: '5827' } as const;

/**
 * A card from the retailer's stock, as sold at a station counter: nobody's yet, printed at start
 * so that Cards -> "Add a card" can be tried with its number and the code on its carrier.
 */
export const DEMO_STOCK_CARD = { number: '9051000000002005', activationCode: '424242' } as const;

/** The first two go with the fleet's trucks (seedDemoDrivers): a tankful a day fits their limits. */
const CARDS = [
  {
    number: DEMO_CARD.number,
    name: 'Արամ Սարգսյան',
    day: 600_000,
    month: 6_000_000,
    blocked: false,
  },
  {
    number: '9051000000001023',
    name: 'Գոռ Պետրոսյան',
    day: 500_000,
    month: 5_000_000,
    blocked: false,
  },
  { number: '9051000000001031', name: 'Լևոն Գրիգորյան', day: null, month: 200_000, blocked: true },
];

/**
 * The demo company's fuel cards: a handed-over order of three (one blocked, different limits),
 * each with DEMO_CARD's PIN, two refuels made with the first card through the station flow, and one
 * card in stock (DEMO_STOCK_CARD).
 */
export async function seedDemoCards(db: Db, userId: string) {
  const { product, stationId } = await demoProductsAndStation(db, userId);
  if (!product || !stationId) return;
  const at = new Date().toISOString();
  const orderId = await insertCardOrder(db, {
    userId,
    quantity: CARDS.length,
    address: 'Երևան, Արշակունյաց 34',
    note: null,
    status: 'handed_over',
    steps: ['received', 'produced', 'ready_for_pickup', 'handed_over'].map((status) => ({
      status,
      at,
    })),
  });
  const [activation, pin] = await Promise.all([
    hashPassword('000000'),
    hashPassword(DEMO_CARD.pin),
  ]);
  const rows = await insertCards(
    db,
    CARDS.map((c) => ({
      number: c.number,
      last4: c.number.slice(-4),
      activationCodeHash: activation,
      userId,
      orderId,
      addedAt: new Date(),
      name: c.name,
      pinHash: pin,
      ...(c.blocked ? { state: 'blocked' as const, blockedReason: 'company' as const } : {}),
    })),
  );
  for (const [i, row] of rows.entries()) {
    const c = CARDS[i];
    if (!c) continue;
    await replaceCardProducts(db, row.id, [
      { productId: product, dayLimit: c.day, monthLimit: c.month },
    ]);
  }
  const available = (await findBalance(db, userId, product)).available;
  const deps = { db, events: silentEventHub };
  for (const litres of [22.5, 14]) {
    if (available < 50_000) break;
    const held = await authorizeCardRefuel(
      deps,
      stationId,
      {
        card_number: DEMO_CARD.number,
        pin: DEMO_CARD.pin,
        product_id: product,
        volume: litres + 5,
      },
      'am',
    );
    await completeCardRefuel(deps, stationId, held.refuel_id, litres);
  }
  const first = rows[0];
  if (first)
    await updateCard(db, first.id, { pinFailures: 0, pinRetryAt: null, pinFailureStations: [] });
  await insertCards(db, [
    {
      number: DEMO_STOCK_CARD.number,
      last4: DEMO_STOCK_CARD.number.slice(-4),
      activationCodeHash: await hashPassword(DEMO_STOCK_CARD.activationCode),
      userId: null,
      orderId: null,
      addedAt: null,
    },
  ]);
}

/**
 * The demo fleet's drivers: the first two cards go to them under their names, each with the
 * vehicle they drive (and its fuel beside the card's), and the second driver waits for an answer
 * to an ask for more (DESIGN §5.8). The cards given, for the vehicles' fills.
 */
export async function seedDemoDrivers(
  db: Db,
  companyId: string,
  drivers: { userId: string; name: string; vehicle?: { id: string; fuelId: string } }[],
): Promise<{ cardId: string; vehicleId: string; driverId: string }[]> {
  const { product } = await demoProductsAndStation(db, companyId);
  const given: { cardId: string; vehicleId: string; driverId: string }[] = [];
  for (const [i, c] of CARDS.slice(0, 2).entries()) {
    const driver = drivers[i];
    const card = await lockCardByNumber(db, c.number);
    if (!driver || !card) continue;
    const vehicle = driver.vehicle;
    await updateCard(db, card.id, {
      driverUserId: driver.userId,
      name: driver.name,
      vehicleId: vehicle?.id ?? null,
    });
    if (vehicle) {
      const fuels = [...new Set([product, vehicle.fuelId].filter((p) => p !== undefined))];
      await replaceCardProducts(
        db,
        card.id,
        fuels.map((productId) => ({ productId, dayLimit: c.day, monthLimit: c.month })),
      );
      given.push({ cardId: card.id, vehicleId: vehicle.id, driverId: driver.userId });
    }
    const asked = vehicle?.fuelId ?? product;
    if (i === 1 && asked)
      await insertCardExtra(db, {
        cardId: card.id,
        companyId,
        productId: asked,
        askedBy: driver.userId,
        quantity: 150_000,
        reason: 'Երթ դեպի Մեղրի, օրվա սահմանաչափը չի բավականացնում',
      });
  }
  return given;
}
