import * as z from 'zod';

/** Banks send numeric fields as numbers or as digit strings, depending on version and method. */
const integer = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const digits = z.union([z.string(), z.number().int().transform(String)]);

/** Every reply may carry an error; `errorCode` absent or 0 means success. */
export const errorPart = z.object({
  errorCode: integer.optional(),
  errorMessage: z.string().optional(),
});

export const registerReply = z.object({
  orderId: z.string().min(1),
  formUrl: z.string().url(),
});

export const orderStatusReply = z.object({
  orderNumber: z.string(),
  orderStatus: integer,
  actionCode: integer,
  actionCodeDescription: z.string().default(''),
  amount: integer,
  currency: digits,
  errorCode: integer.default(0),
  errorMessage: z.string().default(''),
  cardAuthInfo: z
    .object({
      // Newer gateways call the masked number `maskedPan`, older ones `pan`.
      maskedPan: z.string().optional(),
      pan: z.string().optional(),
      expiration: digits.optional(),
      cardholderName: z.string().optional(),
      paymentSystem: z.string().optional(),
    })
    .optional(),
  bindingInfo: z.object({ clientId: z.string(), bindingId: z.string().optional() }).optional(),
  paymentAmountInfo: z
    .object({
      approvedAmount: integer.optional(),
      depositedAmount: integer.optional(),
      refundedAmount: integer.optional(),
    })
    .optional(),
});

export const bindingPaymentReply = z.object({
  redirect: z.string().optional(),
  /** The issuer's 3-D Secure page, when the bank asks the cardholder to confirm. */
  acsUrl: z.string().optional(),
  info: z.string().optional(),
});

export const bindingsReply = z.object({
  bindings: z
    .array(
      z.object({
        bindingId: z.string().min(1),
        maskedPan: z.string(),
        expiryDate: digits,
      }),
    )
    .default([]),
});

export const emptyReply = z.object({});
