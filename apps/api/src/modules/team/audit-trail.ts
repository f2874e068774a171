import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeAccessOf } from '../../lib/route-access';
import { insertAudit } from './audit.repository';
import { auditActorOf } from './audit-actor';
import { actorFields } from './members.service';

/** Team calls write their own line, with before and after, in their own transaction. */
const WRITTEN_BY_SERVICE = new Set([
  'team.changeRole',
  'team.removeMember',
  'team.invite',
  'team.revokeInvite',
  'team.acceptInvite',
  'team.actAs',
]);

/** Secrets never reach the log, whatever call carries them. */
const SECRET = /pin|password|token|code|cvc|pan/i;
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '***' : withoutSecrets(v)]),
    );
  return value;
}

const MAX_KEPT = 8_192;

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply body of a company write, kept for its audit line. */
    auditAfter?: unknown;
    /** What a write changes, as it was before, when its handler read it (card settings). */
    auditBefore?: unknown;
  }
}

/**
 * The audit log's line for every other company write (DESIGN §5.8): each call that changes
 * something, made by someone acting for a company, once it has succeeded: the call's name, its
 * target, what was asked (secrets masked) and what it answered. Written once the reply is
 * ready and before it leaves, so whoever reads the log after the answer finds the line (a
 * process killed between the write's commit and this loses it); the team's own calls write
 * theirs in their transaction.
 */
export const auditTrail = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || !request.user?.role || reply.statusCode >= 400) return payload;
    if (typeof payload === 'string' && payload.length <= MAX_KEPT) {
      try {
        request.auditAfter = JSON.parse(payload);
      } catch {
        // Not JSON: nothing to keep.
      }
    }
    await record(app, request).catch((err) => request.log.error({ err }, 'audit line not written'));
    return payload;
  });
});

async function record(app: FastifyInstance, request: FastifyRequest) {
  const route = routeAccessOf(request.method, request.routeOptions.url);
  const action = route?.action ?? `${request.method} ${request.routeOptions.url ?? request.url}`;
  if (WRITTEN_BY_SERVICE.has(action)) return;
  const actor = auditActorOf(request);
  if (!actor) return;
  const params = (request.params ?? {}) as Record<string, string>;
  const target = params.id ?? params.productId ?? params.orderId ?? null;
  await insertAudit(app.database.db, {
    ...actorFields(actor),
    action,
    target,
    before: request.auditBefore ?? null,
    after: {
      request: withoutSecrets(request.body ?? null),
      reply: withoutSecrets(request.auditAfter ?? null),
    },
  });
}
