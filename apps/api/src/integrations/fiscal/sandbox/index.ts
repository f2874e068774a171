import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { AppError } from '../../../lib/app-error';
import { checkSandboxReceipt, type SandboxOperation, sandboxCall } from './sandbox-fiscal.service';

export const SANDBOX_FISCAL_PREFIX = '/sandbox-fiscal';
/** Where the sandbox answers the register's calls, under its prefix (as the service's own base). */
export const SANDBOX_FISCAL_CALLS = '/ehdm';
/** The register number the sandbox prints as. */
export const SANDBOX_REGISTER_ID = 'SANDBOX-1';
export const SANDBOX_CASHIER_ID = 1;

/** Switches for tests and the developer: an outage, or a slow answer. */
export interface SandboxFiscalControl {
  down: boolean;
  /**
   * The answer comes this late: half before the register prints, half after (a slow network
   * both ways), so a caller that dies meanwhile may have had its receipt printed or not.
   */
  delayMs: number;
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

const callSchema = z.looseObject({
  crn: z.string().min(1),
  seq: z.number().int().min(1),
  cashierId: z.number().int(),
});

/**
 * The built-in sandbox of the e-HDM service under /sandbox-fiscal: `print`, `printReturn`,
 * `printCopy` with the service's sequence rules, and the page the receipt's QR code opens.
 * Registered only when no e-HDM service is configured, and never in production.
 */
export async function registerSandboxFiscal(app: FastifyInstance, control: SandboxFiscalControl) {
  const db = app.database.db;
  const checkUrl = `${app.config.publicUrl}${SANDBOX_FISCAL_PREFIX}/check`;
  await app.register(
    async (sandbox) => {
      for (const operation of ['print', 'printReturn', 'printCopy'] as SandboxOperation[]) {
        sandbox.post(
          `${SANDBOX_FISCAL_CALLS}/${operation}`,
          { config: { rateLimit: false } },
          async (request, reply) => {
            await pause(control.delayMs / 2);
            if (control.down) return reply.code(503).send({ message: 'service unavailable' });
            const parsed = callSchema.safeParse(request.body);
            if (!parsed.success) return { code: 104, message: 'bad request' };
            const { crn, seq, cashierId: _cashier, ...body } = parsed.data;
            const answer = await sandboxCall(db, operation, { crn, seq, body }, checkUrl);
            await pause(control.delayMs / 2);
            return answer;
          },
        );
      }
      sandbox.get('/check', async (request) => {
        const query = request.query as Record<string, string | undefined>;
        if (!query.crn || !query.receipt || !query.fiscal) throw new AppError('NOT_FOUND');
        return checkSandboxReceipt(db, query.crn, query.receipt, query.fiscal);
      });
    },
    { prefix: SANDBOX_FISCAL_PREFIX },
  );
}
