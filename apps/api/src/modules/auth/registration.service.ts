import type { Language, MessageReply, RegisterBody } from '@fuel/contract';
import type { Db } from '../../db/database';
import { queueMail } from '../../jobs/delivery';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { translator } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secrets';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  setEmail,
  setEmailConfirmed,
  type User,
} from '../users';
import { AUTH } from './auth.constants';
import {
  findEmailTokenOwner,
  secondsSinceLastEmailToken,
  useEmailToken,
} from './email-tokens.repository';
import { createLink } from './links';
import type { AuthDeps } from './sessions.service';

const message = (lang: Language, key: string): MessageReply => ({
  message: translator(lang)(key, { ns: 'messages' }),
});

async function queueConfirmation(db: Db, publicUrl: string, lang: Language, user: User) {
  const url = await createLink(db, publicUrl, lang, user.id, 'confirm_email', AUTH.confirmLinkTtl);
  await queueMail(db, {
    to: user.email,
    template: 'confirm_email',
    lang,
    params: { name: user.firstName, url },
  });
}

/** The owner is told in their own language, whatever language the stranger's form was in. */
async function queueAccountExists(db: Db, publicUrl: string, user: User, by: 'email' | 'phone') {
  const lang = user.language;
  const url = `${publicUrl}/${lang}/auth`;
  await queueMail(db, {
    to: user.email,
    // The owner is told which of their details was typed in: the address or the phone number.
    template: by === 'email' ? 'account_exists' : 'account_exists_phone',
    lang,
    params: { name: user.firstName, url },
  });
}

/**
 * Creates an individual account and mails the confirmation link. The reply is the same when the
 * e-mail or phone is already registered (the owner is told by e-mail instead), so the form
 * cannot be used to find out who has an account.
 */
export async function register({ db, config }: AuthDeps, body: RegisterBody, lang: Language) {
  const email = body.email.toLowerCase();
  // Hash first, whatever happens next, so both outcomes take the same time.
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const byEmail = await findUserByEmail(tx, email);
      if (byEmail) return queueAccountExists(tx, config.publicUrl, byEmail, 'email');
      const byPhone = await findUserByPhone(tx, body.phone);
      if (byPhone) return queueAccountExists(tx, config.publicUrl, byPhone, 'phone');
      const user = await insertUser(tx, {
        type: 'individual',
        firstName: body.first_name,
        lastName: body.last_name,
        email,
        phone: body.phone,
        passwordHash,
        language: lang,
      });
      await queueConfirmation(tx, config.publicUrl, lang, user);
    });
  } catch (err) {
    // The same address registered by a concurrent request: as above, say nothing more.
    if (!isUniqueViolation(err)) throw err;
  }
  return message(lang, 'register_sent');
}

/**
 * Sends the link again to an unconfirmed account, at most once a minute. The reply is the same
 * for every address, except that a link sent less than a minute ago is not sent again: then it
 * says when the next one can be asked for (429 LINK_RESEND_TOO_SOON with Retry-After) instead of
 * claiming it was sent. (The route keeps the same cooldown for addresses without an account.)
 */
export async function resendConfirmation(
  { db, config }: AuthDeps,
  rawEmail: string,
  lang: Language,
) {
  const wait = await sendConfirmationAgain({ db, config }, rawEmail, lang);
  if (wait > 0) {
    throw new AppError('LINK_RESEND_TOO_SOON', { params: { seconds: wait }, retryAfter: wait });
  }
  return message(lang, 'email_resent');
}

/**
 * Mails a new confirmation link unless one went out less than a minute ago; earlier links stay
 * valid. Returns the seconds until the next may be sent (0: sent now, or nothing to confirm).
 */
export async function sendConfirmationAgain(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  rawEmail: string,
  lang: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, rawEmail.toLowerCase());
    if (!user || user.emailConfirmedAt) return 0;
    const age = await secondsSinceLastEmailToken(tx, user.id, 'confirm_email');
    if (age !== null && age < AUTH.linkCooldown) return Math.ceil(AUTH.linkCooldown - age);
    await queueConfirmation(tx, config.publicUrl, lang, user);
    return 0;
  });
}

/**
 * Confirms an address from its link: the address given at registration, or a new address the
 * user asked to change to (which then replaces the old one, unless someone took it meanwhile).
 */
export async function confirmEmail({ db }: AuthDeps, id: string, token: string, lang: Language) {
  const tokenHash = sha256(token);
  const confirmed = await db.transaction(async (tx) => {
    const registration = await useEmailToken(tx, id, 'confirm_email', tokenHash);
    if (registration) {
      await setEmailConfirmed(tx, registration.userId);
      return true;
    }
    const change = await useEmailToken(tx, id, 'change_email', tokenHash);
    if (!change?.newEmail) return false;
    const holder = await findUserByEmail(tx, change.newEmail);
    if (holder && holder.id !== change.userId) throw new AppError('EMAIL_TAKEN');
    await setEmail(tx, change.userId, change.newEmail);
    return 'changed' as const;
  });
  // A new address is confirmed by someone already signed in: no "you can sign in now".
  if (confirmed === 'changed') return message(lang, 'email_change_confirmed');
  // Opening the same link twice (a mail client's preview, a second click, a reload) is not an
  // error, for a new address as for the first one.
  if (!confirmed) {
    const owner = await findEmailTokenOwner(db, id, 'confirm_email', tokenHash);
    if (owner?.confirmed) return message(lang, 'email_confirmed');
    const change = await findEmailTokenOwner(db, id, 'change_email', tokenHash);
    if (change?.changed) return message(lang, 'email_change_confirmed');
    throw new AppError('LINK_INVALID');
  }
  return message(lang, 'email_confirmed');
}
