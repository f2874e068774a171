import { vehiclesRoutes as r } from '@fuel/contract';
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
    r.list.path,
    {
      schema: {
        tags,
        security,
        summary: 'The user’s vehicles, newest first',
        querystring: r.list.query,
        response: { 200: r.list.reply, ...errors },
      },
    },
    (request) => listVehicles(db, currentUser(request).sub, request.lang, request.query),
  );
  app.get(
    r.get.path,
    {
      schema: {
        tags,
        security,
        summary: 'One vehicle',
        params: r.get.params,
        response: { 200: r.get.reply, ...errors },
      },
    },
    (request) => getVehicle(db, currentUser(request).sub, request.params.id, request.lang),
  );
  app.post(
    r.create.path,
    {
      schema: {
        tags,
        security,
        summary: 'Add a vehicle (plate, model, primary fuel)',
        body: r.create.body,
        response: { 200: r.create.reply, ...errors },
      },
    },
    (request) => addVehicle(db, currentUser(request).sub, request.body, request.lang),
  );
  app.put(
    r.update.path,
    {
      schema: {
        tags,
        security,
        summary: 'Change a vehicle',
        params: r.update.params,
        body: r.update.body,
        response: { 200: r.update.reply, ...errors },
      },
    },
    (request) =>
      editVehicle(db, currentUser(request).sub, request.params.id, request.body, request.lang),
  );
  app.delete(
    r.remove.path,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a vehicle',
        params: r.remove.params,
        response: { 200: r.remove.reply, ...errors },
      },
    },
    async (request) => {
      await removeVehicle(db, currentUser(request).sub, request.params.id);
      return { message: translator(request.lang)('vehicle_removed', { ns: 'messages' }) };
    },
  );
};
