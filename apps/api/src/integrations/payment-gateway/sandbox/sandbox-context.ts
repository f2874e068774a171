import type { Db } from '../../../db/database';
import type { sandboxGatewayOrders } from '../../../db/schema/sandbox-gateway';
import type { MerchantUrls } from './merchant-urls';

/** One order as the sandbox stores it. */
export type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;

export type CallbackOperation = 'deposited' | 'declinedByTimeout' | 'reversed' | 'refunded';

/** What every sandbox service needs; built once by the plugin. */
export interface SandboxContext {
  db: Db;
  /** The sandbox's clock; tests move it forward. */
  now: () => Date;
  /** Absolute URL of the hosted payment page, without query. */
  pageUrl: string;
  /** Where the sandbox may send browsers and callbacks. */
  merchant: MerchantUrls;
  /** Tells the merchant about a finished operation, if it asked for callbacks. Never throws. */
  notify: (order: SandboxOrder, operation: CallbackOperation, success: boolean) => void;
}
