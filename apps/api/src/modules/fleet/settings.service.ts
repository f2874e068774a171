import { FLEET_SETTING_LIMITS, type FleetSettings } from '@fuel/contract';
import type { Db } from '../../db/database';
import { vehicleIdsOf } from '../vehicles';
import type { AnalysisSettings } from './consumption';
import { findFleetSettings, saveFleetSettings } from './fleet-settings.repository';
import { reworkVehicle } from './rework';

/** How many earlier stretches make a vehicle's "usual" consumption. */
const USUAL_OVER = 5;

/** The account's thresholds for flagging fills, the defaults when it set none. */
export async function settingsOf(db: Db, userId: string): Promise<AnalysisSettings> {
  const row = await findFleetSettings(db, userId);
  return {
    quickRefillMinutes: row?.quickRefillMinutes ?? FLEET_SETTING_LIMITS.quickRefillMinutes.default,
    highConsumptionPercent:
      row?.highConsumptionPercent ?? FLEET_SETTING_LIMITS.highConsumptionPercent.default,
    usualOver: USUAL_OVER,
  };
}

export async function getFleetSettings(db: Db, userId: string): Promise<FleetSettings> {
  const s = await settingsOf(db, userId);
  return {
    quick_refill_minutes: s.quickRefillMinutes,
    high_consumption_percent: s.highConsumptionPercent,
  };
}

/**
 * New thresholds, and every vehicle's fills flagged again by them (one vehicle at a time, so
 * that fills arriving meanwhile wait for one vehicle only). No message is sent for old fills.
 */
export async function putFleetSettings(db: Db, userId: string, body: FleetSettings) {
  await saveFleetSettings(db, {
    userId,
    quickRefillMinutes: body.quick_refill_minutes,
    highConsumptionPercent: body.high_consumption_percent,
  });
  const settings = await settingsOf(db, userId);
  for (const id of await vehicleIdsOf(db, userId)) await reworkVehicle(db, id, settings);
  return getFleetSettings(db, userId);
}
