import { cardGroupsRoutes as g } from '@fuel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translator } from '../../lib/i18n';
import { routeRegistrar } from '../../lib/route-registrar';
import {
  createCardGroup,
  listCardGroups,
  removeCardGroup,
  renameGroup,
} from './card-groups.service';
import { cardScopeOf, companyOf, guardCompanyCalls } from './cards.guard';

/** Card groups (e.g. departments): fleet managers may be kept to some (DESIGN §5.8). */
export const cardGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardCompanyCalls(app, { oneCardCalls: false });
  const db = app.database.db;
  const register = routeRegistrar(app, {
    tags: ['cards'],
    errors: [400, 401, 403, 404, 409, 422, 429, 498],
  });

  register(g.list, { summary: 'The company’s card groups with their card counts' }, (r) =>
    listCardGroups(db, companyOf(r), cardScopeOf(r)),
  );
  register(g.create, { summary: 'Add a card group' }, (r) =>
    createCardGroup(db, companyOf(r), r.body.name),
  );
  register(g.rename, { summary: 'Rename a card group' }, (r) =>
    renameGroup(db, companyOf(r), r.params.id, r.body.name),
  );
  register(g.remove, { summary: 'Remove a card group no card and no manager uses' }, async (r) => {
    await removeCardGroup(db, companyOf(r), r.params.id);
    return { message: translator(r.lang)('card_group_removed', { ns: 'messages' }) };
  });
};
