import type { SessionReply } from '@fuel/contract';
import { startSession } from '../lib/session';

/** Signs a test in as a user with stand-in tokens; the rest of the reply as given. */
export function signInForTest(reply: Partial<SessionReply> = {}): void {
  startSession({
    access_token: 'a',
    refresh_token: 'r',
    user_type: 'individual',
    user_full_name: 'Ani Petrosyan',
    user_profile_picture: null,
    user_id: 1234567,
    ...reply,
  });
}

/** An access token shaped as the API signs it (the signature is not checked by the web). */
export function accessTokenFor(claims: { sub: string; role?: string; act?: string }): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ typ: 'company', uid: 7654321, ...claims })}.sig`;
}

/** Signs a test in as a company acting in `role` (the company's own login is its owner). */
export function signInAsRole(role: string | null, reply: Partial<SessionReply> = {}): void {
  signInForTest({
    access_token: accessTokenFor(role ? { sub: 'company-1', role } : { sub: 'person-1' }),
    user_type: role ? 'company' : 'individual',
    user_full_name: role ? 'Ararat Trans' : 'Ani Petrosyan',
    user_id: role ? 7654321 : 1234567,
    ...reply,
  });
}
