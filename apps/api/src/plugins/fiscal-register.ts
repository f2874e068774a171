import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createFiscalRegister,
  type FiscalRegister,
  registerSandboxFiscal,
  type SandboxFiscalControl,
} from '../integrations/fiscal';
import { injectTransport } from '../integrations/payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    fiscalRegister: FiscalRegister;
    /** The built-in sandbox register's switches; undefined with the e-HDM service. */
    fiscalSandbox: SandboxFiscalControl | undefined;
  }
}

/**
 * `app.fiscalRegister`: the e-HDM service when FISCAL_REGISTER_URL is set, otherwise the
 * built-in sandbox register, served by this process and reached in-process.
 */
export const fiscalRegister = fp(async (app: FastifyInstance) => {
  const register = createFiscalRegister(app.config, injectTransport(app));
  const control = app.config.fiscal.sandbox
    ? { down: false, delayMs: app.config.fiscal.sandboxDelayMs }
    : undefined;
  app.decorate('fiscalRegister', register);
  app.decorate('fiscalSandbox', control);
  if (control) await registerSandboxFiscal(app, control);
  app.log.info({ fiscal: register.kind, register: register.registerId }, 'fiscal register');
});
