import { errorBodySchema } from '@fuel/contract';

/** The error body for each listed status, for a route's documented `response`. */
export function errorReplies<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
