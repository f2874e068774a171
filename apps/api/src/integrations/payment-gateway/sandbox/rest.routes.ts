import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { getBindings, payWithBinding, unbindCard } from './bindings.service';
import { orderStatus, refundOrder, registerOrder, reverseOrder } from './orders.service';
import type { Params } from './params';
import { SANDBOX_CREDENTIALS } from './sandbox.constants';
import type { SandboxContext } from './sandbox-context';
import { rbsError, SandboxError } from './sandbox-error';

type Method = (ctx: SandboxContext, params: Params) => Promise<object>;

const METHODS: Record<string, Method> = {
  'register.do': registerOrder,
  'getOrderStatusExtended.do': orderStatus,
  'paymentOrderBinding.do': payWithBinding,
  'getBindings.do': getBindings,
  'unBindCard.do': unbindCard,
  'reverse.do': reverseOrder,
  'refund.do': refundOrder,
};

const same = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The RBS REST methods. Like a bank, every answer is HTTP 200 with JSON; refusals carry a
 * non-zero `errorCode`. Server-to-server calls, so the per-address rate limit does not apply.
 */
export function restRoutes(ctx: SandboxContext): FastifyPluginAsync {
  return async (app) => {
    for (const [name, method] of Object.entries(METHODS)) {
      app.post<{ Body: Params | undefined }>(
        `/payment/rest/${name}`,
        { config: { rateLimit: false } },
        async (request) => {
          const params = request.body ?? {};
          try {
            const authorized =
              same(params.userName, SANDBOX_CREDENTIALS.username) &&
              same(params.password, SANDBOX_CREDENTIALS.password);
            if (!authorized) throw rbsError.accessDenied();
            return await method(ctx, params);
          } catch (err) {
            const known = err instanceof SandboxError ? err : undefined;
            if (!known) request.log.error({ err, method: name }, 'sandbox gateway failed');
            const { errorCode, errorMessage } = known ?? rbsError.system();
            return { errorCode: String(errorCode), errorMessage };
          }
        },
      );
    }
  };
}
