import * as z from 'zod/mini';
import { idParamsSchema } from './list';
import { defineRoutes } from './route';
import { shownTextSchema } from './text';

/** Named sets of a company's cards (e.g. departments); a fleet manager may be kept to some. */
export const CARD_GROUP_LIMITS = { nameMax: 50, perCompany: 100 } as const;

export const cardGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  cards: z.number(),
});
export type CardGroup = z.infer<typeof cardGroupSchema>;
export const cardGroupsReplySchema = z.object({ data: z.array(cardGroupSchema) });
export const cardGroupBodySchema = z.object({ name: shownTextSchema(CARD_GROUP_LIMITS.nameMax) });

const byId = { params: idParamsSchema };

export const cardGroupsRoutes = defineRoutes({
  list: { method: 'GET', path: '/user/card-groups', reply: cardGroupsReplySchema },
  create: {
    method: 'POST',
    path: '/user/card-groups',
    body: cardGroupBodySchema,
    reply: cardGroupSchema,
    status: 201,
  },
  rename: {
    method: 'PATCH',
    path: '/user/card-groups/:id',
    ...byId,
    body: cardGroupBodySchema,
    reply: cardGroupSchema,
  },
  /** Only a group with no cards and no manager kept to it (409 CARD_GROUP_IN_USE). */
  remove: {
    method: 'DELETE',
    path: '/user/card-groups/:id',
    ...byId,
    reply: z.object({ message: z.string() }),
  },
});
