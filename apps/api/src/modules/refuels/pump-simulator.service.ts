import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findStationByCode, listStationsForPump } from './refuels.repository';
import type { RefuelDeps } from './refuels.service';
import { completeAtPump } from './station.service';

export function pumpStations(db: Db) {
  return listStationsForPump(db);
}

/** What a pump terminal at `stationCode` does when a driver types the code and fills up. */
export async function simulatePump(
  deps: RefuelDeps,
  stationCode: string,
  code: string,
  volume: number,
) {
  const station = await findStationByCode(deps.db, stationCode);
  if (!station) throw new AppError('NOT_FOUND', { field: 'station' });
  if (!/^\d{6}$/.test(code)) throw new AppError('VALIDATION_FAILED', { field: 'code' });
  return completeAtPump(deps, station.id, code, volume);
}
