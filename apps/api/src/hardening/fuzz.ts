import { API_PREFIX, errorBodySchema } from '@fuel/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { exampleOf, fillPath, type Operation } from './openapi';

/** A small seeded generator, so a failing request can be produced again. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that have broken servers: NUL, lone surrogates, impossible dates, huge numbers. */
const BAD_STRINGS = [
  '\u0000',
  'Anna\u0000Petrosyan',
  '\ud800',
  'x\udfffy',
  '2024-02-30',
  '2024-13-45',
  '0000-00-00',
  '9999-99-99',
  '-1',
  '1e309',
  '99999999999999999999999999',
  'NaN',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '\u202e\u0000\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗',
  ' ',
  '',
  'a'.repeat(5_000),
];

const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 63,
  [],
  ['a', 'b'],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
];

/** Path segments that are malformed at the URL level (bad escapes, overlong) or in meaning. */
const BAD_SEGMENTS = [
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  'a'.repeat(150),
  'a'.repeat(2_000),
  '..%2F..%2Fetc',
  '-1',
  '0',
  '2024-02-30',
  encodeURIComponent('\u0000'),
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('𝔘🚗'),
];

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T;

export interface FuzzRequest {
  operation: string;
  mutation: string;
  options: InjectOptions;
}

/** `count` malformed requests for one operation, reproducible from the seed. */
export function malformedRequests(
  operation: Operation,
  count: number,
  seed: number,
  token: string,
): FuzzRequest[] {
  const rng = seeded(seed);
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const validPath = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(String(exampleOf(p.schema)))]),
  );
  const validBody = operation.body ? (exampleOf(operation.body) as Record<string, unknown>) : {};
  const fields = Object.keys(validBody ?? {});
  const label = `${operation.method} ${operation.path}`;
  const kinds = [
    ...(pathParams.length ? ['path'] : []),
    'query',
    ...(operation.body || operation.method !== 'GET' ? ['raw-body', 'content-type'] : []),
    ...(fields.length ? ['field', 'field', 'field'] : []),
    'headers',
  ];

  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pick(rng, kinds);
    const path = { ...validPath };
    const query: Record<string, string | string[]> = {};
    let payload: string | undefined = operation.body ? JSON.stringify(validBody) : undefined;
    const headers: Record<string, string> = {
      'accept-language': pick(rng, ['am', 'en', 'ru']),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    let mutation = kind;
    switch (kind) {
      case 'path': {
        const param = pick(rng, pathParams);
        path[param.name] = pick(rng, BAD_SEGMENTS);
        mutation = `path ${param.name}=${path[param.name]?.slice(0, 40)}`;
        break;
      }
      case 'query': {
        const name = queryParams.length && rng() < 0.85 ? pick(rng, queryParams).name : 'unknown';
        const value = pick(rng, BAD_STRINGS);
        query[name] = rng() < 0.15 ? [value, value] : value;
        mutation = `query ${name}=${JSON.stringify(value).slice(0, 40)}`;
        break;
      }
      case 'raw-body': {
        payload = pick(rng, [
          '{',
          '{"a":',
          'null',
          '[]',
          '"text"',
          '123',
          '',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
          `{"pad":"${'x'.repeat(1_100_000)}"}`,
          '\u0000',
        ]);
        headers['content-type'] = 'application/json';
        mutation = `body ${payload.slice(0, 40)}`;
        break;
      }
      case 'content-type': {
        headers['content-type'] = pick(rng, [
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'application/octet-stream',
          '',
        ]);
        payload = payload ?? 'a=1';
        mutation = `content-type ${headers['content-type']}`;
        break;
      }
      case 'field': {
        const field = pick(rng, fields);
        const body = { ...validBody };
        const roll = rng();
        if (roll < 0.1) delete body[field];
        else body[field] = pick(rng, BAD_VALUES);
        if (roll > 0.95) body.unexpected_field = 'x';
        payload = JSON.stringify(body);
        mutation = `field ${field}=${JSON.stringify(body[field])?.slice(0, 40)}`;
        break;
      }
      default: {
        const header = pick(rng, [
          ['accept-language', '\u0000'],
          ['accept-language', 'x'.repeat(3_000)],
          ['authorization', 'Bearer \u0000'],
          ['authorization', `Bearer ${'a'.repeat(4_000)}`],
          ['authorization', 'Basic Og=='],
          ['idempotency-key', 'a'.repeat(500)],
          ['idempotency-key', '\u0000'],
          ['x-request-id', 'a'.repeat(2_000)],
        ]) as [string, string];
        headers[header[0]] = header[1].replaceAll('\u0000', '%00');
        mutation = `header ${header[0]}`;
      }
    }
    // A live stream is sent only with a token it refuses; otherwise it would never end.
    if (operation.authenticated && !operation.stream && !('authorization' in headers)) {
      headers.authorization = `Bearer ${token}`;
    }
    requests.push({
      operation: label,
      mutation,
      options: {
        method: operation.method as InjectOptions['method'],
        url: fillPath(operation.path, path),
        query,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      },
    });
  }
  return requests;
}

export interface FuzzFinding {
  operation: string;
  mutation: string;
  status: number;
  problem: string;
}

/** Sends the requests; a finding is any 5xx or any error reply not in the error body format. */
export async function sendAll(app: FastifyInstance, requests: FuzzRequest[]) {
  const findings: FuzzFinding[] = [];
  let sent = 0;
  for (const request of requests) {
    const reply = await app.inject(request.options);
    sent++;
    const status = reply.statusCode;
    let problem = '';
    if (status >= 500) problem = `server error: ${reply.body.slice(0, 200)}`;
    else if (status >= 400 && !isErrorBody(reply.body) && !isBrowserPage(request, reply)) {
      problem = `not an error body: ${reply.body.slice(0, 200)}`;
    }
    if (problem) {
      findings.push({ operation: request.operation, mutation: request.mutation, status, problem });
    }
  }
  return { sent, findings };
}

/** Pages outside the API (the sandbox bank page) answer browsers with HTML, errors included. */
function isBrowserPage(request: FuzzRequest, reply: { headers: Record<string, unknown> }) {
  const type = String(reply.headers['content-type'] ?? '');
  const url = request.options.url?.toString() ?? '';
  return !url.startsWith(`${API_PREFIX}/`) && type.startsWith('text/html');
}

function isErrorBody(body: string): boolean {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    return parsed.success && parsed.data.message.length > 0 && parsed.data.errors.length > 0;
  } catch {
    return false;
  }
}
