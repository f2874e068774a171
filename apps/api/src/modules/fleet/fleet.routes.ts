import { fleetRoutes as f } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Zod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { currentPerson, currentUser } from '../../plugins/authenticate';
import { editFill, type FillReader, getFill } from './fills.service';
import { consumptionReport, listFillExceptions, listVehicleFills } from './report.service';
import { getFleetSettings, putFleetSettings } from './settings.service';

const tags = ['vehicles'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 422, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

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

  app.get(
    f.fills.path,
    {
      schema: s('A vehicle’s fills in a period, with consumption per stretch and flags', {
        params: f.fills.params,
        querystring: f.fills.query,
        response: { 200: f.fills.reply, ...errors },
      }),
    },
    (r) => listVehicleFills(db, readerOf(r), r.params.id, r.query, r.lang),
  );
  app.get(
    f.getFill.path,
    {
      schema: s('One fill (its id is the refuel’s)', {
        params: f.getFill.params,
        response: { 200: f.getFill.reply, ...errors },
      }),
    },
    (r) => getFill(db, readerOf(r), r.params.id, r.lang),
  );
  app.patch(
    f.editFill.path,
    {
      schema: s('Say a fill’s odometer reading and whether the tank was filled full', {
        description:
          'A reading lower than an earlier fill’s (or higher than a later one’s) is refused with ODOMETER_BACKWARDS unless `odometer_reset` is true; the vehicle’s consumption and flags are then worked out again.',
        params: f.editFill.params,
        body: f.editFill.body,
        response: { 200: f.editFill.reply, ...errors },
      }),
    },
    (r) => editFill(deps, readerOf(r), r.params.id, r.body, r.lang),
  );
  app.get(
    f.consumption.path,
    {
      schema: s('Consumption per vehicle and fuel, and litres and drams per month', {
        querystring: f.consumption.query,
        response: { 200: f.consumption.reply, ...errors },
      }),
    },
    (r) => consumptionReport(db, currentUser(r).sub, r.query, r.lang),
  );
  app.get(
    f.exceptions.path,
    {
      schema: s('Fills that look wrong, newest first', {
        querystring: f.exceptions.query,
        response: { 200: f.exceptions.reply, ...errors },
      }),
    },
    (r) => listFillExceptions(db, readerOf(r), r.query, r.lang),
  );
  app.get(
    f.settings.path,
    {
      schema: s('Thresholds for flagging fills', {
        response: { 200: f.settings.reply, ...errors },
      }),
    },
    (r) => getFleetSettings(db, currentUser(r).sub),
  );
  app.put(
    f.saveSettings.path,
    {
      schema: s('Change the thresholds; every vehicle’s fills are flagged again by them', {
        body: f.saveSettings.body,
        response: { 200: f.saveSettings.reply, ...errors },
      }),
    },
    (r) => putFleetSettings(db, currentUser(r).sub, r.body),
  );
};
