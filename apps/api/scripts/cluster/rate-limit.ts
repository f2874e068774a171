/**
 * The sign-in limit (20 password checks per address in 10 minutes) counted across instances:
 * one address sends 25 through nginx, which spreads them over the instances. Shared counters
 * (Redis) refuse the 21st whichever instance gets it; counters per instance would let all 25 in.
 */

import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf } from '@fuel/contract';
import { Client } from './http';
import { lastOf } from './live';

export const SIGN_IN_LIMIT = 20;

export async function probeSignInLimit(nginx: URL) {
  const client = new Client(nginx);
  const statuses: number[] = [];
  const servedBy = new Map<string, number>();
  for (let i = 0; i < SIGN_IN_LIMIT + 5; i++) {
    const reply = await client.request('POST', apiUrlOf(API_ROUTES.auth.login), {
      json: { identifier: `nobody-${randomUUID()}@example.am`, password: 'Wrong-password-1' },
    });
    statuses.push(reply.status);
    if (reply.status !== 429) {
      const instance = lastOf(reply.upstream);
      servedBy.set(instance, (servedBy.get(instance) ?? 0) + 1);
    }
  }
  client.close();
  const let_in = statuses.filter((s) => s !== 429).length;
  return {
    address: client.address,
    letIn: let_in,
    refused: statuses.length - let_in,
    // Only the first 20 in, then only refusals.
    inOrder: statuses.slice(SIGN_IN_LIMIT).every((s) => s === 429),
    servedBy,
  };
}
