import * as z from 'zod/mini';
import { PAGINATION } from './limits';

/**
 * A whole number as a query string carries it: decimal digits only. `Number()` alone would also
 * take "0x10", "1e1", " 7" and "" (as 16, 10, 7 and 0); a caller in code may pass the number.
 */
export function queryWholeNumber(params?: { error?: string }) {
  return z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d{1,15}$/))], params),
    z.transform((value: number | string) => Number(value)),
  );
}

/** `offset` is the page number (first page 1), `limit` the page size. */
export const listQuerySchema = z.object({
  offset: z._default(
    queryWholeNumber().check(z.int(), z.minimum(PAGINATION.firstOffset)),
    PAGINATION.firstOffset,
  ),
  limit: z._default(
    queryWholeNumber().check(z.int(), z.minimum(1), z.maximum(PAGINATION.maxLimit)),
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
