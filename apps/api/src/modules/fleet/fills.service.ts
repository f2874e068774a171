import {
  FILL_EXCEPTION_EVENT,
  FILL_EXCEPTIONS,
  type Fill,
  type FillEditBody,
  type FillExceptionKind,
  formatQuantity,
  LANGUAGES,
  type Language,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Publisher } from '../../lib/event-hub';
import { fill as text } from '../../lib/i18n';
import type { WriteDeps } from '../../lib/write-deps';
import { announce, LAST_USED_LANGUAGE, notify } from '../notifications';
import { findActiveProduct } from '../products';
import { lockVehicleFuels, vehicleReading } from '../vehicles';
import { per100 } from './consumption';
import {
  type FillRow,
  findFills,
  findVehicleFills,
  insertFill,
  type ListedFill,
  lockFill,
  updateFillReading,
} from './fills.repository';
import { rework } from './rework';
import { settingsOf } from './settings.service';

/** A refuel the pump has just completed, for a vehicle. */
export interface CompletedRefuel {
  id: string;
  userId: string;
  vehicleId: string;
  productId: string;
  /** Dispensed, thousandths. */
  quantity: number;
  stationId: string | null;
  cardId: string | null;
  driverId: string | null;
  odometerKm: number | null;
  fullTank: boolean | null;
}

/** What to tell once the refuel's transaction has committed: a flagged fill's message. */
export interface FillNews {
  message: { id: string; userId: string };
  fillId: string;
  vehicleId: string;
  exceptions: FillExceptionKind[];
}

/** The flags, in the reader's language, one after the other. */
function reasons(kinds: readonly FillExceptionKind[]) {
  const by = (lang: Language) =>
    kinds.map((k) => text(lang, 'notifications', `fill_exceptions.${k}`)).join('; ');
  return Object.fromEntries(LANGUAGES.map((lang) => [`reasons_${lang}`, by(lang)]));
}

/**
 * Records a completed refuel as its vehicle's fill, in the refuel's own transaction, and works
 * the vehicle's consumption and flags out again. A fill that looks wrong is not refused (the
 * fuel is in the tank): whoever manages the account gets a message and a push. Returns that
 * message, for the caller to announce after its commit.
 */
export async function recordFill(tx: Db, refuel: CompletedRefuel): Promise<FillNews | null> {
  const vehicle = await lockVehicleFuels(tx, refuel.vehicleId);
  // Removed meanwhile, or no longer the account's: the refuel stands, without a fill.
  if (!vehicle || vehicle.userId !== refuel.userId) return null;
  const product = await findActiveProduct(tx, refuel.productId);
  await insertFill(tx, {
    id: refuel.id,
    userId: refuel.userId,
    vehicleId: vehicle.id,
    productId: refuel.productId,
    quantity: refuel.quantity,
    amount: Math.round((refuel.quantity * (product?.price ?? 0)) / 1000),
    stationId: refuel.stationId,
    cardId: refuel.cardId,
    driverId: refuel.driverId,
    filledAt: new Date(),
    odometerKm: refuel.odometerKm,
    fullTank: refuel.fullTank ?? true,
  });
  const settings = await settingsOf(tx, refuel.userId);
  const flagged = await rework(tx, vehicle, settings, refuel.id);
  if (flagged.length === 0) return null;
  const [listed] = await findFills(tx, { userId: refuel.userId, id: refuel.id }, 'en', {
    skip: 0,
    limit: 1,
  });
  const message = await notify(
    tx,
    refuel.userId,
    'fill_flagged',
    {
      plate: listed?.license_plate ?? '',
      quantity: formatQuantity(refuel.quantity),
      unit: product?.unit ?? 'L',
      ...reasons(flagged),
    },
    LAST_USED_LANGUAGE,
  );
  return { message, fillId: refuel.id, vehicleId: vehicle.id, exceptions: flagged };
}

/** The message, and the open pages that list fills: into the write's outbox. */
export function announceFill(events: Publisher, news: FillNews | null) {
  if (!news) return;
  announce(events, news.message);
  events.publish(news.message.userId, {
    type: FILL_EXCEPTION_EVENT,
    data: { fill_id: news.fillId, vehicle_id: news.vehicleId, exceptions: news.exceptions },
  });
}

/**
 * A reading said with a code or at the pump must not be lower than the vehicle's last one,
 * unless the odometer was reset (then it is flagged on the fill).
 */
export async function checkReading(
  db: Db,
  vehicleId: string,
  odometerKm: number | null | undefined,
) {
  if (odometerKm === null || odometerKm === undefined) return;
  // Not locked: holds lock the card and the balances first, and fills lock the vehicle last.
  const last = await vehicleReading(db, vehicleId);
  if (last !== null && odometerKm < last)
    throw new AppError('ODOMETER_BACKWARDS', { field: 'odometer_km' });
}

export function fillToWire(row: ListedFill): Fill {
  const segment = row.segment_quantity === null ? null : Number(row.segment_quantity);
  return {
    id: row.id,
    vehicle_id: row.vehicle_id,
    product_id: row.product_id,
    product_name: row.product_name,
    unit: row.unit,
    quantity: formatQuantity(Number(row.quantity)),
    amount: Number(row.amount),
    station_name: row.station_name,
    card: row.card_id ? { id: row.card_id, last4: row.card_last4 ?? '' } : null,
    driver_name: row.driver_name,
    filled_at: new Date(row.filled_at).toISOString(),
    odometer_km: row.odometer_km,
    full_tank: row.full_tank,
    missed_before: row.missed_before,
    odometer_reset: row.odometer_reset,
    distance_km: row.distance_km,
    per_100km: segment !== null && row.distance_km ? per100(segment, row.distance_km) : null,
    exceptions: FILL_EXCEPTIONS.filter((k) => row.exceptions.includes(k)),
  };
}

export interface FillReader {
  userId: string;
  /** A driver reads and corrects only the fills they made. */
  driverId?: string;
}

export async function getFill(db: Db, reader: FillReader, id: string, lang: Language) {
  const [row] = await findFills(db, { ...reader, id }, lang, { skip: 0, limit: 1 });
  if (!row) throw new AppError('NOT_FOUND');
  return fillToWire(row);
}

/**
 * What was said of a fill, corrected afterwards. A reading must fit between the vehicle's
 * readings before and after it (ODOMETER_BACKWARDS), unless the odometer was reset; then the
 * vehicle's consumption and flags are worked out again.
 */
export async function editFill(
  deps: WriteDeps,
  reader: FillReader,
  id: string,
  body: FillEditBody,
  lang: Language,
) {
  await deps.db.transaction(async (tx) => {
    // The vehicle first, then the fill: a refuel completing meanwhile locks them in that order.
    const [seen] = await findFills(tx, { ...reader, id }, lang, { skip: 0, limit: 1 });
    const vehicle = seen ? await lockVehicleFuels(tx, seen.vehicle_id) : undefined;
    const found = vehicle ? await lockFill(tx, reader.userId, id) : undefined;
    if (!vehicle || !found || found.vehicleId !== vehicle.id) throw new AppError('NOT_FOUND');
    const said = {
      odometerKm: body.odometer_km === undefined ? found.odometerKm : body.odometer_km,
      fullTank: body.full_tank ?? found.fullTank,
      missedBefore: body.missed_before ?? found.missedBefore,
      odometerReset: body.odometer_reset ?? found.odometerReset,
    };
    const rows = await findVehicleFills(tx, vehicle.id);
    if (said.odometerKm !== null && !said.odometerReset) fitsBetween(rows, found, said.odometerKm);
    await updateFillReading(tx, id, said);
    await rework(tx, vehicle, await settingsOf(tx, reader.userId));
  });
  return getFill(deps.db, reader, id, lang);
}

/**
 * The readings before a fill must not exceed it, nor those after it be lower, back to the last
 * reset: the odometer only goes forward.
 */
function fitsBetween(rows: FillRow[], fill: FillRow, km: number) {
  const at = rows.findIndex((r) => r.id === fill.id);
  const before = rows.slice(0, at).reverse();
  const after = rows.slice(at + 1);
  const previous = before.find((r) => r.odometerKm !== null);
  const nextReset = after.findIndex((r) => r.odometerReset);
  const next = (nextReset === -1 ? after : after.slice(0, nextReset)).find(
    (r) => r.odometerKm !== null,
  );
  if (
    (previous?.odometerKm != null && km < previous.odometerKm) ||
    (next?.odometerKm != null && km > next.odometerKm)
  )
    throw new AppError('ODOMETER_BACKWARDS', { field: 'odometer_km' });
}
