/** One history row in detail: its order, refuel code and vehicle, or transfer note. */
import { type Language, PAYMENT_PAGE_LIFETIME_SECONDS } from '@fuel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  cards,
  paymentOrders,
  products,
  refuelAuthorizations,
  stations,
  transactions,
  transfers,
  vehicles,
} from '../../db/schema';
import { partner, rowColumns } from './history.repository';

export async function findTransaction(db: Db, userId: string, id: string, lang: Language) {
  const [row] = await db
    .select({
      ...rowColumns(lang),
      orderState: paymentOrders.state,
      gatewayStatus: paymentOrders.gatewayStatus,
      // The page is offered again only while it is open: not paid, not yet past its lifetime.
      resumeUrl: sql<string | null>`case when ${paymentOrders.state} = 'pending'
        and coalesce(${paymentOrders.gatewayStatus}, 0) = 0
        and ${paymentOrders.savedCardId} is null
        and ${paymentOrders.createdAt} > now() - make_interval(secs => ${PAYMENT_PAGE_LIFETIME_SECONDS})
        then ${paymentOrders.formUrl} end`,
      refuelQuantity: refuelAuthorizations.quantity,
      refuelDispensed: refuelAuthorizations.dispensed,
      vehiclePlate: vehicles.licensePlate,
      vehicleModel: vehicles.model,
      transferNote: transfers.note,
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .leftJoin(stations, eq(stations.id, transactions.stationId))
    .leftJoin(partner, eq(partner.id, transactions.counterpartyId))
    .leftJoin(cards, eq(cards.id, transactions.cardId))
    .leftJoin(
      paymentOrders,
      and(eq(transactions.type, 'buying'), eq(paymentOrders.id, transactions.referenceId)),
    )
    .leftJoin(
      refuelAuthorizations,
      and(eq(transactions.type, 'charging'), eq(refuelAuthorizations.id, transactions.referenceId)),
    )
    .leftJoin(vehicles, eq(vehicles.id, refuelAuthorizations.vehicleId))
    .leftJoin(
      transfers,
      and(eq(transactions.type, 'transfer'), eq(transfers.id, transactions.referenceId)),
    )
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}
