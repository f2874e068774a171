import { formatQuantity, type Language, type Receipt, type ReceiptKind } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { together } from '../../db/together';
import { enqueue } from '../../jobs/kinds';
import { AppError } from '../../lib/app-error';
import { findProductLabel } from '../products';
import { findStationLabel } from '../stations';
import { vehiclePlate } from '../vehicles';
import {
  findOwnReceipt,
  findOwnReceiptOf,
  insertReceipt,
  type ReceiptRow,
} from './receipts.repository';
import { lineTotal, vatIncluded } from './vat';

/** A completed operation, as its transaction knows it. */
export interface CompletedSale {
  kind: ReceiptKind;
  /** The purchase order, refuel code or card refuel. */
  operationId: string;
  userId: string;
  productId: string;
  /** Thousandths of the unit. */
  quantity: number;
  /** A purchase's price and amount as fixed on its order; a refuel is priced as of now. */
  priced?: { unitPrice: number; total: number };
  stationId: string | null;
  vehicleId: string | null;
  card: { id: string; last4: string } | null;
}

/**
 * Writes the operation's receipt in the transaction that completes it, and queues its printing
 * on the fiscal register in the same transaction: the receipt exists exactly when the
 * operation does, and a second call for the same operation writes nothing. It locks no shared
 * row: the register's sequence number is given when the receipt is printed (ADR 0035).
 */
export async function recordReceipt(tx: Db, sale: CompletedSale): Promise<void> {
  // The three labels in one flight (`together`).
  const [product, station, plate] = await together([
    findProductLabel(tx, sale.productId),
    sale.stationId ? findStationLabel(tx, sale.stationId) : Promise.resolve(undefined),
    sale.vehicleId ? vehiclePlate(tx, sale.vehicleId) : Promise.resolve(undefined),
  ]);
  if (!product) throw new Error(`no product ${sale.productId}`);
  const unitPrice = sale.priced?.unitPrice ?? product.price;
  const total = sale.priced?.total ?? lineTotal(sale.quantity, unitPrice);
  const id = await insertReceipt(tx, {
    userId: sale.userId,
    kind: sale.kind,
    operationId: sale.operationId,
    payment: sale.kind === 'purchase' ? 'card' : 'advance',
    productId: sale.productId,
    productName: product.name,
    productCode: product.code,
    unit: product.unit,
    quantity: sale.quantity,
    unitPrice,
    total,
    vat: vatIncluded(total),
    stationId: sale.stationId,
    stationName: station?.name ?? null,
    stationAddress: station ? addressOf(station.address, station.city) : null,
    vehiclePlate: plate ?? null,
    cardId: sale.card?.id ?? null,
    cardLast4: sale.card?.last4 ?? null,
  });
  if (id) await enqueue(tx, 'fiscal.print', { receipt_id: id });
}

/** "Street 1, City" in each language. */
function addressOf(address: Record<Language, string>, city: Record<Language, string>) {
  const joined = (lang: Language) => [address[lang], city[lang]].filter(Boolean).join(', ');
  return { am: joined('am'), en: joined('en'), ru: joined('ru') };
}

export async function getReceipt(
  db: Db,
  config: Config,
  userId: string,
  id: string,
  lang: Language,
) {
  const row = await findOwnReceipt(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toWire(row, config, lang);
}

/** The receipt of a history row's operation: a list of one, or none yet. */
export async function receiptsOf(
  db: Db,
  config: Config,
  userId: string,
  operationId: string,
  lang: Language,
) {
  const row = await findOwnReceiptOf(db, userId, operationId);
  return { count: row ? 1 : 0, data: row ? [toWire(row, config, lang)] : [] };
}

const YEREVAN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Yerevan',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** `YYYY-MM-DD HH:MM:SS` on Yerevan's clock. */
export function yerevanTime(at: Date): string {
  return YEREVAN.format(at);
}

/** The receipt as the buyer reads it, in their language. */
export function toWire(row: ReceiptRow, config: Config, lang: Language): Receipt {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    reference_id: row.operationId,
    payment: row.payment,
    // The seller the register printed as; while waiting, the one it will print as.
    seller: {
      name: row.sellerName ?? config.fiscal.seller.name,
      tax_id: row.sellerTin ?? config.fiscal.seller.taxId,
    },
    station:
      row.stationId && row.stationName
        ? {
            id: row.stationId,
            name: row.stationName[lang],
            address: row.stationAddress?.[lang] ?? '',
          }
        : null,
    vehicle_plate: row.vehiclePlate,
    card: row.cardId && row.cardLast4 ? { id: row.cardId, last4: row.cardLast4 } : null,
    items: [
      {
        product_id: row.productId,
        product_name: row.productName[lang],
        unit: row.unit,
        quantity: formatQuantity(row.quantity),
        unit_price: row.unitPrice,
        total: row.total,
        vat: row.vat,
      },
    ],
    total: row.total,
    vat: row.vat,
    created_at: row.createdAt.toISOString(),
    local_time: yerevanTime(row.createdAt),
    state: row.state,
    fiscal:
      row.state === 'issued' &&
      row.registerId &&
      row.sequence &&
      row.fiscalReceiptId &&
      row.fiscalNumber &&
      row.issuedAt
        ? {
            register_id: row.registerId,
            sequence: row.sequence,
            receipt_id: row.fiscalReceiptId,
            fiscal_number: row.fiscalNumber,
            qr: row.fiscalQr ?? '',
            issued_at: row.issuedAt.toISOString(),
          }
        : null,
  };
}
