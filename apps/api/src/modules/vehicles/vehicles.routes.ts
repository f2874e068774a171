import {
  idParamsSchema,
  messageReplySchema,
  vehicleBodySchema,
  vehicleSchema,
  vehiclesQuerySchema,
  vehiclesReplySchema,
} from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import { currentUser } from '../../plugins/authenticate';
import {
  addVehicle,
  editVehicle,
  getVehicle,
  listVehicles,
  removeVehicle,
} from './vehicles.service';

const tags = ['vehicles'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 404, 409, 498);

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const db = app.database.db;

  app.get(
    '/user/vehicles',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s vehicles, newest first',
        querystring: vehiclesQuerySchema,
        response: { 200: vehiclesReplySchema, ...errors },
      },
    },
    (request) => listVehicles(db, currentUser(request).sub, request.lang, request.query),
  );
  app.get(
    '/user/vehicles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One vehicle',
        params: idParamsSchema,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    (request) => getVehicle(db, currentUser(request).sub, request.params.id, request.lang),
  );
  app.post(
    '/user/vehicles',
    {
      schema: {
        tags,
        security,
        summary: 'Add a vehicle (plate, model, primary fuel)',
        body: vehicleBodySchema,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    (request) => addVehicle(db, currentUser(request).sub, request.body, request.lang),
  );
  app.put(
    '/user/vehicles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a vehicle',
        params: idParamsSchema,
        body: vehicleBodySchema,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    (request) =>
      editVehicle(db, currentUser(request).sub, request.params.id, request.body, request.lang),
  );
  app.delete(
    '/user/vehicles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a vehicle',
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await removeVehicle(db, currentUser(request).sub, request.params.id);
      return { message: translator(request.lang)('vehicle_removed', { ns: 'messages' }) };
    },
  );
};
