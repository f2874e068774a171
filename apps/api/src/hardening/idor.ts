import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import { exampleOf, fillPath, type JsonSchema, type Operation } from './openapi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Fields naming another user: creating through them would connect the two accounts.
const OTHER_USER = /(^|_)(user|recipient|partner)_id$/;
/** The paths of what belongs to one account: the user's own resources and their payments. */
const OWNED = ['/user/', '/payment/'];

export interface Catalog {
  productId: string;
  stationId: string;
}

/** A body the operation should accept, with catalog ids where the schema asks for a product or station. */
export function bodyFor(schema: JsonSchema | undefined, catalog: Catalog): Record<string, unknown> {
  const body = (exampleOf(schema) ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    if (/product|fuel/.test(key)) body[key] = catalog.productId;
    else if (/station/.test(key)) body[key] = catalog.stationId;
    else if (key === 'liters' || key === 'litres' || key === 'volume') body[key] = 1;
  }
  return body;
}

/**
 * Fills an account with whatever it can create on its own: every authenticated POST of the
 * document that takes a JSON body, no path parameter and no other user.
 */
export async function seedThroughApi(
  app: FastifyInstance,
  operations: Operation[],
  token: string,
  catalog: Catalog,
) {
  let created = 0;
  for (const op of operations) {
    if (op.method !== 'POST' || !op.authenticated || !op.body || op.path.includes('{')) continue;
    if (!OWNED.some((prefix) => op.path.startsWith(`${API_PREFIX}${prefix}`))) continue;
    if (op.path.includes('fcm-token')) continue;
    if (Object.keys(op.body.properties ?? {}).some((k) => OTHER_USER.test(k))) continue;
    const res = await app.inject({
      method: 'POST',
      url: op.path,
      headers: { authorization: `Bearer ${token}` },
      payload: bodyFor(op.body, catalog),
    });
    if (res.statusCode < 300) created++;
  }
  return created;
}

/** Every id-looking value in the account's own lists (GET without path parameters). */
export async function harvestIds(app: FastifyInstance, operations: Operation[], token: string) {
  const ids = new Set<string>();
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && UUID.test(value) && /(^|_)id$|^id$/i.test(key)) ids.add(value);
    else if (typeof value === 'string' && /order_?id$/i.test(key)) ids.add(value);
    else if (Array.isArray(value)) for (const item of value) collect(item, key);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  for (const op of operations) {
    if (op.method !== 'GET' || !op.authenticated || op.stream || op.path.includes('{')) continue;
    if (op.path.endsWith('/export')) continue;
    const res = await app.inject({
      method: 'GET',
      url: `${op.path}?limit=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode === 200 && res.headers['content-type']?.toString().includes('json')) {
      collect(res.json());
    }
  }
  return [...ids];
}

export interface IdorAttempt {
  operation: string;
  id: string;
  status: number;
  /** The reply to an id nobody has: the owner's id must get exactly this. */
  control: number;
}

/** Another account sends every id-taking operation with the owner's ids; the replies. */
export async function attempt(
  app: FastifyInstance,
  operations: Operation[],
  ids: string[],
  attackerToken: string,
  catalog: Catalog,
) {
  const attempts: IdorAttempt[] = [];
  for (const op of operations) {
    if (!op.authenticated || op.stream) continue;
    const params = op.parameters.filter((p) => p.in === 'path');
    if (params.length !== 1) continue;
    const name = params[0]?.name ?? 'id';
    const send = async (id: string) =>
      (
        await app.inject({
          method: op.method as 'GET',
          url: fillPath(op.path, { [name]: encodeURIComponent(id) }),
          headers: { authorization: `Bearer ${attackerToken}` },
          ...(op.body ? { payload: bodyFor(op.body, catalog) } : {}),
        })
      ).statusCode;
    const control = await send(randomUUID());
    for (const id of ids) {
      attempts.push({ operation: `${op.method} ${op.path}`, id, status: await send(id), control });
    }
  }
  return attempts;
}

/**
 * A reply that gives another user's resource away (2xx) or admits it exists (anything but the
 * reply to an id nobody has: a 403 only for real ids tells that they are real).
 */
export const isLeak = (a: IdorAttempt) => a.status < 400 || a.status !== a.control;
