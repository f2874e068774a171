import * as z from 'zod/mini';

/**
 * Where a load balancer or orchestrator asks: outside the API (`/api`), as platforms expect, so
 * they are not in the route table; written here once for the server, the scripts and the proxy.
 */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

export const healthReplySchema = z.object({ status: z.literal('ok') });
/** Ready when the database answers, and Redis too where the servers share it (REDIS_URL). */
export const readinessReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  redis: z.optional(z.enum(['ok', 'unavailable'])),
});

export type HealthReply = z.infer<typeof healthReplySchema>;
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
