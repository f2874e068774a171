import { vehiclesRoutes as r } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import { currentUser } from '../../plugins/authenticate';
import {
  addVehicle,
  editVehicle,
  getVehicle,
  listVehicles,
  removeVehicle,
} from './vehicles.service';

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;
  const register = routeRegistrar(app, { tags: ['vehicles'], errors: [400, 401, 404, 409, 498] });

  register(r.list, { summary: 'The user’s vehicles, newest first' }, (request) =>
    listVehicles(db, currentUser(request).sub, request.lang, request.query),
  );
  register(r.get, { summary: 'One vehicle' }, (request) =>
    getVehicle(db, currentUser(request).sub, request.params.id, request.lang),
  );
  register(r.create, { summary: 'Add a vehicle (plate, model, primary fuel)' }, (request) =>
    addVehicle(db, currentUser(request).sub, request.body, request.lang),
  );
  register(r.update, { summary: 'Change a vehicle' }, (request) =>
    editVehicle(db, currentUser(request).sub, request.params.id, request.body, request.lang),
  );
  register(r.remove, { summary: 'Remove a vehicle' }, async (request) => {
    await removeVehicle(db, currentUser(request).sub, request.params.id);
    return { message: translator(request.lang)('vehicle_removed', { ns: 'messages' }) };
  });
};
