/** Languages of the bank's payment page, as the RBS protocol names them (Armenian is `hy`). */
export type GatewayLanguage = 'hy' | 'en' | 'ru';
/** A cabinet language (or an order's stored one) as the bank names it; Armenian otherwise. */
export const gatewayLanguage = (lang: string): GatewayLanguage =>
  lang === 'en' || lang === 'ru' ? lang : 'hy';

/** RBS orderStatus values. */
export const ORDER_STATUS = {
  registered: 0,
  /** Pre-authorized: the amount is held, not yet deposited. */
  held: 1,
  deposited: 2,
  reversed: 3,
  refunded: 4,
  /** Waiting for the cardholder's 3-D Secure authentication. */
  acs: 5,
  declined: 6,
} as const;

/** The RBS actionCode values the cabinet tells apart from an ordinary decline. */
export const ACTION_CODE = {
  /** The payment page's session ended with no payment. */
  sessionExpired: -2007,
  /**
   * The payer pressed Cancel on the payment page. RBS has no standard code for it: this is the
   * sandbox's; a bank that reports it with its own code gets it mapped here.
   */
  payerCancelled: -9005,
} as const;

/** Armenian dram, ISO 4217 numeric. */
export const CURRENCY_AMD = '051';

export interface RegisterOrderInput {
  /** The merchant's own order number; unique per merchant. */
  orderNumber: string;
  /** Minor units: AMD x 100. */
  amountMinor: number;
  language: GatewayLanguage;
  returnUrl: string;
  failUrl?: string;
  description?: string;
  /** Lets the gateway offer to save the card for this client (a binding). */
  clientId?: string;
  jsonParams?: Record<string, string>;
  /** Sent as `dynamicCallbackUrl` (the bank must have enabled dynamic callbacks). */
  callbackUrl?: string;
}

export interface GatewayOrderStatus {
  orderStatus: number;
  orderNumber: string;
  amount: number;
  currency: string;
  actionCode: number;
  actionCodeDescription: string;
  errorCode: number;
  errorMessage: string;
  bindingInfo?: { clientId: string; bindingId?: string };
  cardAuthInfo?: {
    pan: string;
    expiration?: string;
    cardholderName?: string;
    paymentSystem?: string;
  };
  paymentAmountInfo?: {
    approvedAmount?: number;
    depositedAmount?: number;
    refundedAmount?: number;
  };
}

export interface GatewayBinding {
  bindingId: string;
  /** Masked card number, e.g. 411111**1111. */
  maskedPan: string;
  /** YYYYMM. */
  expiryDate: string;
}

/** The bank's card gateway, as the money module uses it. Every call is one RBS request. */
export interface PaymentGateway {
  readonly kind: 'bank' | 'sandbox';
  registerOrder(input: RegisterOrderInput): Promise<{ orderId: string; formUrl: string }>;
  getOrderStatus(orderId: string, language?: GatewayLanguage): Promise<GatewayOrderStatus>;
  payWithBinding(input: {
    orderId: string;
    bindingId: string;
    ip?: string;
  }): Promise<{ redirect?: string; info?: string; acsUrl?: string }>;
  getBindings(clientId: string): Promise<GatewayBinding[]>;
  unbindCard(bindingId: string): Promise<void>;
  reverse(orderId: string): Promise<void>;
  refund(orderId: string, amountMinor: number): Promise<void>;
}
