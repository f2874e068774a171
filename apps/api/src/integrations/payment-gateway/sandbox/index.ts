import type { FastifyInstance } from 'fastify';
import { acceptFormPosts } from '../../../lib/form-parser';
import { callbackNotifier } from './callbacks';
import { merchantUrls } from './merchant-urls';
import { paymentPageRoutes } from './payment-page.routes';
import { restRoutes } from './rest.routes';
import { PAYMENT_PAGE_PATH, SANDBOX_PREFIX } from './sandbox.constants';
import type { SandboxContext } from './sandbox-context';

export { SANDBOX_CREDENTIALS, SANDBOX_PREFIX } from './sandbox.constants';

export interface SandboxOptions {
  /** Callback URL for orders registered without one. */
  callbackUrl?: string;
  callbackSecret: string;
  now?: () => Date;
}

/**
 * The built-in sandbox card gateway under /sandbox-gateway: the RBS REST methods and a hosted
 * payment page with test cards. Registered only when no bank gateway is configured, and the
 * configuration refuses production mode without one.
 */
export async function registerSandboxGateway(app: FastifyInstance, options: SandboxOptions) {
  const site = app.config.publicUrl;
  const ctx: SandboxContext = {
    db: app.database.db,
    now: options.now ?? (() => new Date()),
    pageUrl: `${site}${SANDBOX_PREFIX}${PAYMENT_PAGE_PATH}`,
    merchant: merchantUrls(site),
    notify: callbackNotifier({
      defaultUrl: options.callbackUrl,
      secret: options.callbackSecret,
      log: app.log.child({ module: 'sandbox-gateway' }),
      // Callbacks go only to this site (register.do refuses others), reached in-process like
      // the sandbox itself (see transport.ts): the sandbox never calls out to any address.
      get: async (url) => {
        const { pathname, search } = new URL(url);
        return (await app.inject({ method: 'GET', url: pathname + search })).statusCode;
      },
    }),
  };
  await app.register(
    async (sandbox) => {
      acceptFormPosts(sandbox);
      await sandbox.register(restRoutes(ctx));
      await sandbox.register(paymentPageRoutes(ctx));
    },
    { prefix: SANDBOX_PREFIX },
  );
}
