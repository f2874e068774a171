import { cardGroupsRoutes as g } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { translator } from '../../lib/i18n';
import {
  createCardGroup,
  listCardGroups,
  removeCardGroup,
  renameGroup,
} from './card-groups.service';
import { cardScopeOf, companyOf } from './cards.guard';

const tags = ['cards'];
const security = [{ bearer: [] }];
const errors = errorReplies(400, 401, 403, 404, 409, 422, 429, 498);
const s = <T extends object>(summary: string, rest: T) => ({ tags, security, summary, ...rest });

/** Card groups (e.g. departments): fleet managers may be kept to some (DESIGN §5.8). */
export const cardGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (r) => {
    companyOf(r);
  });
  const db = app.database.db;

  app.get(
    g.list.path,
    {
      schema: s('The company’s card groups with their card counts', {
        response: { 200: g.list.reply, ...errors },
      }),
    },
    (r) => listCardGroups(db, companyOf(r), cardScopeOf(r)),
  );
  app.post(
    g.create.path,
    {
      schema: s('Add a card group', {
        body: g.create.body,
        response: { 201: g.create.reply, ...errors },
      }),
    },
    async (r, reply) =>
      reply.status(201).send(await createCardGroup(db, companyOf(r), r.body.name)),
  );
  app.patch(
    g.rename.path,
    {
      schema: s('Rename a card group', {
        params: g.rename.params,
        body: g.rename.body,
        response: { 200: g.rename.reply, ...errors },
      }),
    },
    (r) => renameGroup(db, companyOf(r), r.params.id, r.body.name),
  );
  app.delete(
    g.remove.path,
    {
      schema: s('Remove a card group no card and no manager uses', {
        params: g.remove.params,
        response: { 200: g.remove.reply, ...errors },
      }),
    },
    async (r) => {
      await removeCardGroup(db, companyOf(r), r.params.id);
      return { message: translator(r.lang)('card_group_removed', { ns: 'messages' }) };
    },
  );
};
