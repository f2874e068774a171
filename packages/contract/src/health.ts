import * as z from 'zod/mini';

export const healthReplySchema = z.object({ status: z.literal('ok') });
export const readinessReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export type HealthReply = z.infer<typeof healthReplySchema>;
export type ReadinessReply = z.infer<typeof readinessReplySchema>;
