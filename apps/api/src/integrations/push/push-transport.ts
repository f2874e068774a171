import https from 'node:https';
import { isPushServiceUrl } from '@fuel/contract';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Sends one encrypted push message; resolves with the push service's HTTP status. */
export type PushTransport = (endpoint: string, request: PushRequest) => Promise<number>;

const TIMEOUT_MS = 10_000;

/**
 * HTTPS to push services only, through an agent that checks the address it actually connects
 * to: a name that resolves to a private, loopback or link-local address (DNS rebinding, a
 * poisoned resolver) is refused after the lookup, and redirects are never followed.
 */
export function guardedPushTransport(
  isAllowedUrl: (url: string) => boolean = isPushServiceUrl,
): PushTransport {
  const agent = new RequestFilteringHttpsAgent({ keepAlive: true });
  return (endpoint, { method, headers, body }) =>
    new Promise((resolve, reject) => {
      if (!isAllowedUrl(endpoint)) {
        reject(new Error('push endpoint is not a known push service'));
        return;
      }
      const req = https.request(
        endpoint,
        { method, headers, agent, timeout: TIMEOUT_MS },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service did not answer in time')));
      req.on('error', reject);
      req.end(body ?? undefined);
    });
}
