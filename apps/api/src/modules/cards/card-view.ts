import { type Card, formatQuantity, type Language } from '@fuel/contract';
import type { Db } from '../../db/database';
import { findCardDrivers, findValidExtras } from './card-extras.repository';
import { findCardGroupsByIds } from './card-groups.repository';
import {
  type CardRow,
  findCardBalances,
  findCardProducts,
  findCardUsage,
} from './cards.repository';

type Listed = { card: CardRow; vehiclePlate: string | null; vehicleOdometerKm: number | null };

const q = (n: number | null) => (n === null ? null : formatQuantity(n));
const remaining = (limit: number | null, used: number, more: number) =>
  limit === null ? null : formatQuantity(Math.max(0, limit + more - used));

/** The wire form of cards, with their products, limits left and loaded fuel read in batch. */
export async function cardsToWire(db: Db, rows: Listed[], lang: Language): Promise<Card[]> {
  const ids = rows.map((r) => r.card.id);
  const companyId = rows[0]?.card.userId;
  const driverIds = [
    ...new Set(rows.flatMap((r) => (r.card.driverUserId ? [r.card.driverUserId] : []))),
  ];
  const groupIds = [...new Set(rows.flatMap((r) => (r.card.groupId ? [r.card.groupId] : [])))];
  const [productRows, balanceRows, usageRows, extraRows, drivers, groups] = await Promise.all([
    findCardProducts(db, ids, lang),
    findCardBalances(db, ids, lang),
    findCardUsage(db, ids),
    findValidExtras(db, ids),
    companyId ? findCardDrivers(db, companyId, driverIds) : [],
    companyId ? findCardGroupsByIds(db, companyId, groupIds) : [],
  ]);
  const driverOf = (userId: string | null) => {
    const d = userId ? drivers.find((x) => x.userId === userId) : undefined;
    // Someone removed from the team is no longer shown as the card's driver.
    return d ? { id: d.publicId, name: `${d.firstName} ${d.lastName}`.trim() } : null;
  };
  return rows.map(({ card, vehiclePlate, vehicleOdometerKm }) => ({
    id: card.id,
    number_masked: `•••• ${card.last4}`,
    last4: card.last4,
    name: card.name,
    vehicle_id: card.vehicleId,
    vehicle_plate: vehiclePlate,
    vehicle_odometer_km: vehicleOdometerKm,
    state: card.state,
    blocked_reason: card.state === 'blocked' ? card.blockedReason : null,
    funding: card.funding,
    pin_set: card.pinHash !== null,
    version: card.settingsVersion,
    driver: driverOf(card.driverUserId),
    group: groups.find((g) => g.id === card.groupId) ?? null,
    products: productRows
      .filter((p) => p.cardId === card.id)
      .map((p) => {
        const used = usageRows.find((u) => u.cardId === card.id && u.productId === p.productId);
        const day = used?.day ?? 0;
        const month = used?.month ?? 0;
        const more =
          extraRows.find((e) => e.cardId === card.id && e.productId === p.productId)?.quantity ?? 0;
        return {
          product_id: p.productId,
          product_name: p.name,
          unit: p.unit,
          day_limit: q(p.dayLimit),
          month_limit: q(p.monthLimit),
          day_used: formatQuantity(day),
          month_used: formatQuantity(month),
          day_remaining: remaining(p.dayLimit, day, more),
          month_remaining: remaining(p.monthLimit, month, more),
          extra: formatQuantity(more),
        };
      }),
    balances: balanceRows
      .filter((b) => b.cardId === card.id)
      .map((b) => ({
        product_id: b.productId,
        product_name: b.name,
        unit: b.unit,
        balance: formatQuantity(b.available),
        held: formatQuantity(b.held),
      })),
    order_id: card.orderId,
    created_at: (card.addedAt ?? card.createdAt).toISOString(),
  }));
}
