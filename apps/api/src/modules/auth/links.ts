import type { Language } from '@fuel/contract';
import type { Db } from '../../db/database';
import { randomToken, sha256 } from '../../lib/secrets';
import {
  type EmailTokenPurpose,
  expireEmailTokens,
  insertEmailToken,
} from './email-tokens.repository';

const ROUTE: Record<EmailTokenPurpose, string> = {
  confirm_email: 'auth/confirm-email',
  reset_password: 'auth/reset-password',
  // The same page confirms a new address; the link itself says which kind it is.
  change_email: 'auth/confirm-email',
};

/**
 * Earlier unused links of these purposes stop working when a new one is made. A confirmation
 * link does not: a second one (asked for again, or sent when signing in too early) must not
 * break the first, and every one of them does the same single thing until it expires.
 */
const REPLACES_EARLIER: Record<EmailTokenPurpose, boolean> = {
  confirm_email: false,
  reset_password: true,
  change_email: true,
};

/**
 * Makes a new single-use link of this purpose and returns the address of the web page that
 * uses it: /{lang}/auth/<page>/{id}/{token}.
 */
export async function createLink(
  db: Db,
  publicUrl: string,
  lang: Language,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
  newEmail?: string,
): Promise<string> {
  if (REPLACES_EARLIER[purpose]) await expireEmailTokens(db, userId, purpose);
  const token = randomToken();
  const id = await insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: sha256(token),
    ttlSeconds,
    newEmail,
  });
  return `${publicUrl}/${lang}/${ROUTE[purpose]}/${id}/${token}`;
}
