import * as z from 'zod/mini';
import { connectionSchema } from './dashboard';
import { listQuerySchema, listReplySchema } from './list';
import { PRODUCT_UNITS } from './products';
import { shownTextSchema } from './text';
import { chosenIdSchema, numberError, V } from './validation';

/**
 * Friends (individuals) and partners (companies): relations, requests, sending fuel and asking
 * for it (SPEC §2, §7; DESIGN §5.6). Paths, relative to `/api`:
 *
 *   GET    /user/connections                      accepted relations  {count,data}
 *   POST   /user/friend-requests/send             {user_id}           -> friendRequestSendReply
 *   GET    /user/friend-requests[?type=…]         incoming|outgoing   {count,data}; no type: both
 *   PUT    /user/friend-requests/accept           {user_relation_id}  (receiver)
 *   DELETE /user/friend-requests/reject           {user_relation_id}  (receiver)
 *   DELETE /user/friend-requests/cancel           {user_relation_id}  (sender)
 *   DELETE /user/remove-friend                    {user_relation_id}  (either side)
 *   POST   /user/transfer                         transferBody, Idempotency-Key
 *   GET    /user/fuel-requests[?type=…]           asks for fuel, like friend-requests
 *   POST   /user/fuel-requests                    fuelRequestBody     (ask a friend for fuel)
 *   PUT    /user/fuel-requests/approve            {fuel_request_id}, Idempotency-Key (sends it)
 *   DELETE /user/fuel-requests/decline            {fuel_request_id}   (the one asked)
 *   DELETE /user/fuel-requests/withdraw           {fuel_request_id}   (the asker)
 *
 * Relation and ask ids that are not the caller's (or no longer pending, for the request calls)
 * answer 404. An unknown ID and the ID of the other account type get the same 404
 * USER_ID_NOT_FOUND, so IDs cannot be probed.
 */

/** Public 7-digit user ID, as shown in the header. */
export const publicUserIdSchema = z
  .number({ error: numberError })
  .check(
    z.int({ error: V.userId, abort: true }),
    z.minimum(1_000_000, { error: V.userId, abort: true }),
    z.maximum(9_999_999, { error: V.userId }),
  );

const relationIdSchema = z.string().check(z.uuid({ error: V.invalid }));

// ----- connections (accepted friends or partners) -----
export const connectionsQuerySchema = z.extend(listQuerySchema, {
  /** Part of the name, or of the 7-digit ID. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: V.tooLong }))),
});
export type ConnectionsQuery = z.infer<typeof connectionsQuerySchema>;

/** One friend or partner: the dashboard's connection plus the date the request was accepted. */
export const connectionItemSchema = z.extend(connectionSchema, { since: z.string() });
export type ConnectionItem = z.infer<typeof connectionItemSchema>;
export const connectionsReplySchema = listReplySchema(connectionItemSchema);
export type ConnectionsReply = z.infer<typeof connectionsReplySchema>;

// ----- friend / partner requests -----
export const REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type RequestDirection = (typeof REQUEST_DIRECTIONS)[number];

export const friendRequestSendBodySchema = z.object({ user_id: publicUserIdSchema });
export type FriendRequestSendBody = z.infer<typeof friendRequestSendBodySchema>;

/** A pending request; `id` and `name` are the other side's (no phone until accepted). */
export const friendRequestSchema = z.object({
  user_relation_id: z.string(),
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/**
 * Where a relation stands. `pending`: the request waits for the other side. `accepted`: it
 * crossed a request already coming the other way, which this accepted — you are now connected.
 */
export const RELATION_STATUSES = ['pending', 'accepted'] as const;

export const friendRequestSendReplySchema = z.object({
  status: z.enum(RELATION_STATUSES),
  request: friendRequestSchema,
  message: z.string(),
});
export type FriendRequestSendReply = z.infer<typeof friendRequestSendReplySchema>;

export const friendRequestsQuerySchema = z.extend(listQuerySchema, {
  type: z.optional(z.enum(REQUEST_DIRECTIONS)),
});
export type FriendRequestsQuery = z.infer<typeof friendRequestsQuerySchema>;
/** With `type`: one page of that direction. */
export const friendRequestsListSchema = listReplySchema(friendRequestSchema);
/** Without `type`: the first page of each direction, with its count. */
export const friendRequestsBothSchema = z.object({
  incoming_requests: friendRequestsListSchema,
  outgoing_requests: friendRequestsListSchema,
});
export const friendRequestsReplySchema = z.union([
  friendRequestsListSchema,
  friendRequestsBothSchema,
]);
export type FriendRequestsList = z.infer<typeof friendRequestsListSchema>;
export type FriendRequestsBoth = z.infer<typeof friendRequestsBothSchema>;

/** Body of accept, reject, cancel and remove-friend. */
export const relationBodySchema = z.object({ user_relation_id: relationIdSchema });
export type RelationBody = z.infer<typeof relationBodySchema>;
/** Reply of accept: the new connection. Reply of reject, cancel, remove: `messageReplySchema`. */
export const relationAcceptReplySchema = z.object({
  connection: connectionItemSchema,
  message: z.string(),
});

// ----- sending fuel -----
/** Whole units of the product, at least 1 and at most `max`. */
export const wholeQuantity = (max: number) =>
  z
    .number({ error: numberError })
    .check(
      z.int({ error: V.integer }),
      z.minimum(1, { error: V.min }),
      z.maximum(max, { error: V.max }),
    );
/** Whole units of the product (litres or cubic metres), at least 1. */
export const wholeQuantitySchema = wholeQuantity(100_000);

/**
 * The most one ask for fuel may ask for: what one purchase can buy (payments.ts), since the
 * friend asked gives from fuel bought that way. A larger ask is a slip of the keyboard that the
 * friend could only decline.
 */
export const FUEL_REQUEST_QUANTITY_MAX = 10_000;
const noteSchema = z.optional(z.nullable(shownTextSchema(200, 'multi')));

/** `POST /user/transfer`; send an `Idempotency-Key` header so a retry moves fuel once. */
export const transferBodySchema = z.object({
  /** The friend's or partner's 7-digit ID. */
  recipient_id: publicUserIdSchema,
  product_id: chosenIdSchema(),
  quantity: wholeQuantitySchema,
  note: noteSchema,
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferReplySchema = z.object({
  transfer_id: z.string(),
  /** The sender's history row. */
  transaction_id: z.string(),
  recipient: z.object({ id: z.number(), name: z.string() }),
  product_id: z.string(),
  quantity: z.number(),
  /** The sender's spendable balance of the product after the transfer. */
  balance: z.number(),
  message: z.string(),
});
export type TransferReply = z.infer<typeof transferReplySchema>;

// ----- asking a friend for fuel -----
export const FUEL_REQUEST_STATES = [
  'pending',
  'approved',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type FuelRequestState = (typeof FUEL_REQUEST_STATES)[number];
/** Pending asks expire after this many days. */
export const FUEL_REQUEST_TTL_DAYS = 7;

export const fuelRequestBodySchema = z.object({
  /** The friend's or partner's 7-digit ID: who is asked. */
  user_id: publicUserIdSchema,
  product_id: chosenIdSchema(),
  quantity: wholeQuantity(FUEL_REQUEST_QUANTITY_MAX),
  note: noteSchema,
});
export type FuelRequestBody = z.infer<typeof fuelRequestBodySchema>;

/** An ask for fuel; `id` and `name` are the other side's. */
export const fuelRequestSchema = z.object({
  fuel_request_id: z.string(),
  id: z.number(),
  name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  quantity: z.number(),
  note: z.nullable(z.string()),
  status: z.enum(FUEL_REQUEST_STATES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type FuelRequest = z.infer<typeof fuelRequestSchema>;

/** Lists only pending asks, newest first. */
export const fuelRequestsQuerySchema = friendRequestsQuerySchema;
export const fuelRequestsListSchema = listReplySchema(fuelRequestSchema);
export const fuelRequestsBothSchema = z.object({
  incoming_requests: fuelRequestsListSchema,
  outgoing_requests: fuelRequestsListSchema,
});
export const fuelRequestsReplySchema = z.union([fuelRequestsListSchema, fuelRequestsBothSchema]);
export type FuelRequestsList = z.infer<typeof fuelRequestsListSchema>;
export type FuelRequestsBoth = z.infer<typeof fuelRequestsBothSchema>;

export const fuelRequestCreateReplySchema = z.object({
  request: fuelRequestSchema,
  message: z.string(),
});
export const fuelRequestIdBodySchema = z.object({ fuel_request_id: relationIdSchema });
export type FuelRequestIdBody = z.infer<typeof fuelRequestIdBodySchema>;
/** Reply of approve: the transfer it made. Decline and withdraw reply `{message}`. */
export const fuelRequestApproveReplySchema = transferReplySchema;

// ----- live events (GET /user/events) -----
/**
 * Sent to the other side of every change, with a `notification` event for the message; the
 * page refetches connections and requests. `balance.changed` (reason `transfer`) also goes to
 * both sides of a transfer.
 */
export const RELATION_CHANGES = [
  'requested',
  'accepted',
  'rejected',
  'cancelled',
  'removed',
] as const;
export const relationChangedEventSchema = z.object({
  type: z.literal('relation.changed'),
  data: z.object({ user_relation_id: z.string(), change: z.enum(RELATION_CHANGES) }),
});
export const transferReceivedEventSchema = z.object({
  type: z.literal('transfer.received'),
  data: z.object({
    transfer_id: z.string(),
    /** The sender's public ID. */
    from_id: z.number(),
    product_id: z.string(),
    quantity: z.number(),
  }),
});
export const FUEL_REQUEST_CHANGES = ['asked', 'approved', 'declined', 'withdrawn'] as const;
export const fuelRequestChangedEventSchema = z.object({
  type: z.literal('fuel_request.changed'),
  data: z.object({ fuel_request_id: z.string(), change: z.enum(FUEL_REQUEST_CHANGES) }),
});
export type RelationChangedEvent = z.infer<typeof relationChangedEventSchema>;
export type TransferReceivedEvent = z.infer<typeof transferReceivedEventSchema>;
export type FuelRequestChangedEvent = z.infer<typeof fuelRequestChangedEventSchema>;

/** How many friend requests one user may send per hour. */
export const FRIEND_REQUEST_RATE = { max: 20, windowSeconds: 3600 } as const;
/** How many times one user may ask friends or partners for fuel per hour. */
export const FUEL_REQUEST_RATE = { max: 20, windowSeconds: 3600 } as const;

export type PublicUserId = z.infer<typeof publicUserIdSchema>;
export type FriendRequestsReply = z.infer<typeof friendRequestsReplySchema>;
export type RelationAcceptReply = z.infer<typeof relationAcceptReplySchema>;
export type WholeQuantity = z.infer<typeof wholeQuantitySchema>;
export type FuelRequestsQuery = z.infer<typeof fuelRequestsQuerySchema>;
export type FuelRequestsReply = z.infer<typeof fuelRequestsReplySchema>;
export type FuelRequestCreateReply = z.infer<typeof fuelRequestCreateReplySchema>;
export type FuelRequestApproveReply = z.infer<typeof fuelRequestApproveReplySchema>;
