import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { WriteDeps } from '../../lib/write-deps';
import { authorizeCardRefuel, completeCardRefuel } from '../cards';
import { listActiveProducts } from '../products';
import { findStationByCode, listStationsForPump } from './refuels.repository';
import { completeAtPump } from './station.service';

export function pumpStations(db: Db) {
  return listStationsForPump(db);
}

/** What a pump terminal at `stationCode` does when a driver types the code and fills up. */
export async function simulatePump(
  deps: WriteDeps,
  stationCode: string,
  code: string,
  volume: number,
) {
  const station = await findStationByCode(deps.db, stationCode);
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  if (!/^\d{6}$/.test(code)) throw new AppError('VALIDATION_FAILED', { field: 'code' });
  return completeAtPump(deps, station.id, code, volume);
}

export function pumpProducts(db: Db) {
  return listActiveProducts(db, 'en');
}

/**
 * A driver pays with a company card: the pump authorises a volume with the card's PIN (the fuel
 * is held; the volume dispensed unless another is given), fills up, and reports the volume
 * dispensed. 0 dispensed gives the whole hold back.
 */
export async function simulateCardPump(
  deps: WriteDeps,
  input: {
    station: string;
    card: string;
    pin: string;
    product: string;
    volume: number;
    authorise?: number;
  },
) {
  const station = await findStationByCode(deps.db, input.station);
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  const card = input.card.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(card)) throw new AppError('VALIDATION_FAILED', { field: 'card_number' });
  if (!/^\d{4}$/.test(input.pin)) throw new AppError('VALIDATION_FAILED', { field: 'pin' });
  const authorise = input.authorise ?? input.volume;
  if (!(input.volume >= 0)) throw new AppError('VALIDATION_FAILED', { field: 'volume' });
  if (!(authorise > 0)) throw new AppError('VALIDATION_FAILED', { field: 'authorise' });
  const held = await authorizeCardRefuel(
    deps,
    station.id,
    { card_number: card, pin: input.pin, product_id: input.product, volume: authorise },
    'en',
  );
  return completeCardRefuel(deps, station.id, held.refuel_id, input.volume);
}
