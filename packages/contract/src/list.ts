import * as z from 'zod/mini';
import { PAGINATION } from './limits';

/** `offset` is the page number (first page 1), `limit` the page size. */
export const listQuerySchema = z.object({
  offset: z._default(
    z.coerce.number().check(z.int(), z.minimum(PAGINATION.firstOffset)),
    PAGINATION.firstOffset,
  ),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINATION.maxLimit)),
    PAGINATION.defaultLimit,
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Every list reply: the total number of matches and one page of them. */
export function listReplySchema<T extends z.core.SomeType>(item: T) {
  return z.object({ count: z.number().check(z.int(), z.minimum(0)), data: z.array(item) });
}
export interface ListReply<T> {
  count: number;
  data: T[];
}

/** `/{id}` of a resource. Another user's id answers 404, like an unknown one. */
export const idParamsSchema = z.object({ id: z.string().check(z.uuid()) });

export type IdParams = z.infer<typeof idParamsSchema>;
