import type * as z from 'zod';
import { GatewayError, GatewayUnavailableError } from './errors';
import {
  CURRENCY_AMD,
  type GatewayBinding,
  type GatewayOrderStatus,
  type PaymentGateway,
} from './gateway';
import {
  bindingPaymentReply,
  bindingsReply,
  emptyReply,
  errorPart,
  orderStatusReply,
  registerReply,
} from './rbs-replies';
import type { Transport } from './transport';

export interface Credentials {
  username: string;
  password: string;
}

export interface RbsClientOptions {
  kind: PaymentGateway['kind'];
  /** The REST root, e.g. https://ipay.arca.am/payment/rest/ */
  baseUrl: string;
  credentials: Credentials;
  /** Some banks issue separate merchant credentials for paying with a saved card. */
  bindingCredentials?: Credentials;
  transport?: Transport;
  timeoutMs?: number;
}

/** getBindings.do answers errorCode 2 "information not found" when the client has no cards. */
const NO_BINDINGS = 2;

/** A client of the RBS/BPC REST protocol ("payment/rest/*.do") used by ArCa and Armenian banks. */
export function rbsClient(options: RbsClientOptions): PaymentGateway {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const transport = options.transport ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<S extends z.ZodType>(
    method: string,
    params: Record<string, string | undefined>,
    schema: S,
    credentials: Credentials = options.credentials,
  ): Promise<z.output<S>> {
    const body = new URLSearchParams({
      userName: credentials.username,
      password: credentials.password,
    });
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) body.set(name, value);
    let text: string;
    try {
      const res = await transport(new URL(method, base).toString(), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new GatewayUnavailableError(`HTTP ${res.status}`, method);
      text = await res.text();
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw err;
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new GatewayUnavailableError(timedOut ? 'timed out' : 'unreachable', method, {
        cause: err,
      });
    }
    return parseReply(method, text, schema);
  }

  return {
    kind: options.kind,
    registerOrder: (i) =>
      call(
        'register.do',
        {
          orderNumber: i.orderNumber,
          amount: String(i.amountMinor),
          currency: CURRENCY_AMD,
          language: i.language,
          returnUrl: i.returnUrl,
          failUrl: i.failUrl,
          description: i.description,
          clientId: i.clientId,
          jsonParams: i.jsonParams ? JSON.stringify(i.jsonParams) : undefined,
          dynamicCallbackUrl: i.callbackUrl,
        },
        registerReply,
      ),

    getOrderStatus: async (orderId, language) => {
      const r = await call('getOrderStatusExtended.do', { orderId, language }, orderStatusReply);
      const { cardAuthInfo: card, ...rest } = r;
      const status: GatewayOrderStatus = { ...rest, currency: String(r.currency) };
      if (card) {
        status.cardAuthInfo = {
          pan: card.maskedPan ?? card.pan ?? '',
          expiration: card.expiration,
          cardholderName: card.cardholderName,
          paymentSystem: card.paymentSystem,
        };
      }
      return status;
    },

    payWithBinding: (i) =>
      call(
        'paymentOrderBinding.do',
        { mdOrder: i.orderId, bindingId: i.bindingId, ip: i.ip },
        bindingPaymentReply,
        options.bindingCredentials,
      ),

    getBindings: async (clientId) => {
      try {
        const r = await call('getBindings.do', { clientId }, bindingsReply);
        return r.bindings.map((b): GatewayBinding => ({ ...b, expiryDate: String(b.expiryDate) }));
      } catch (err) {
        if (err instanceof GatewayError && err.errorCode === NO_BINDINGS) return [];
        throw err;
      }
    },

    unbindCard: async (bindingId) => void (await call('unBindCard.do', { bindingId }, emptyReply)),
    reverse: async (orderId) => void (await call('reverse.do', { orderId }, emptyReply)),
    refund: async (orderId, amountMinor) =>
      void (await call('refund.do', { orderId, amount: String(amountMinor) }, emptyReply)),
  };
}

/** A non-zero errorCode is the gateway's refusal; anything unparseable is no answer at all. */
function parseReply<S extends z.ZodType>(method: string, text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new GatewayUnavailableError('reply is not JSON', method, { cause: err });
  }
  const error = errorPart.safeParse(json);
  if (!error.success) throw new GatewayUnavailableError('unexpected reply', method);
  const { errorCode = 0, errorMessage = '' } = error.data;
  if (errorCode !== 0) throw new GatewayError(errorCode, errorMessage, method);
  const reply = schema.safeParse(json);
  if (!reply.success) {
    const fields = reply.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new GatewayUnavailableError(`unexpected reply (${fields})`, method);
  }
  return reply.data;
}
