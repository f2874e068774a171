import { fleetRoutes as f } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { editFill, type FillReader, getFill } from './fills.service';
import { consumptionReport, listFillExceptions, listVehicleFills } from './report.service';
import { getFleetSettings, putFleetSettings } from './settings.service';

/** The account whose fills are read; a driver reads only the fills they made. */
function readerOf(request: FastifyRequest): FillReader {
  const user = currentUser(request);
  return user.role === 'driver'
    ? { userId: user.sub, driverId: currentPerson(request) }
    : { userId: user.sub };
}

/** Vehicles' fills, consumption, the fills that look wrong, and the thresholds (DESIGN §5.9). */
export const fleetRoutes: Zod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const deps = { db, events: app.events };
  const register = routeRegistrar(app, {
    tags: ['vehicles'],
    errors: [400, 401, 403, 404, 422, 498],
  });

  register(
    f.fills,
    { summary: 'A vehicle’s fills in a period, with consumption per stretch and flags' },
    (r) => listVehicleFills(db, readerOf(r), r.params.id, r.query, r.lang),
  );
  register(f.getFill, { summary: 'One fill (its id is the refuel’s)' }, (r) =>
    getFill(db, readerOf(r), r.params.id, r.lang),
  );
  register(
    f.editFill,
    {
      summary: 'Say a fill’s odometer reading and whether the tank was filled full',
      description:
        'A reading lower than an earlier fill’s (or higher than a later one’s) is refused with ODOMETER_BACKWARDS unless `odometer_reset` is true; the vehicle’s consumption and flags are then worked out again.',
    },
    (r) => editFill(deps, readerOf(r), r.params.id, r.body, r.lang),
  );
  register(
    f.consumption,
    { summary: 'Consumption per vehicle and fuel, and litres and drams per month' },
    (r) => consumptionReport(db, currentUser(r).sub, r.query, r.lang),
  );
  register(f.exceptions, { summary: 'Fills that look wrong, newest first' }, (r) =>
    listFillExceptions(db, readerOf(r), r.query, r.lang),
  );
  register(f.settings, { summary: 'Thresholds for flagging fills' }, (r) =>
    getFleetSettings(db, currentUser(r).sub),
  );
  register(
    f.saveSettings,
    { summary: 'Change the thresholds; every vehicle’s fills are flagged again by them' },
    (r) => putFleetSettings(db, currentUser(r).sub, r.body),
  );
};
