import { randomUUID } from 'node:crypto';
import {
  isPhoneIdentifier,
  type Language,
  type LoginBody,
  type LoginReply,
  type MessageReply,
  type SessionReply,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { queueLoginSms, queueMail } from '../../jobs/delivery';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { keyedHash, randomCode, sameHash } from '../../lib/secrets';
import { findUserByEmail, findUserById, findUserByPhone, type User } from '../users';
import { AUTH } from './auth.constants';
import {
  type Challenge,
  consumeChallenge,
  countAttempt,
  findOpenChallenge,
  insertChallenge,
  replaceChallengeCode,
} from './login-challenges.repository';
import {
  accountKeyOf,
  checkCodeThrottle,
  checkPasswordThrottle,
  codeFailed,
  passwordAccepted,
  passwordFailed,
} from './login-throttle';
import { rememberAddress } from './login-throttle.repository';
import { maskEmail, maskPhone } from './mask';
import { sendConfirmationAgain } from './registration.service';
import { type AuthDeps, startSession } from './sessions.service';

// The code is bound to its challenge: the same digits are worthless for another login attempt.
const codeHash = (secret: string, challengeId: string, code: string) =>
  keyedHash(secret, `${challengeId}:${code}`);

async function sendCode(
  db: Db,
  challenge: Pick<Challenge, 'channel' | 'destination'>,
  user: User,
  code: string,
  lang: Language,
) {
  if (challenge.channel === 'sms')
    return queueLoginSms(db, { to: challenge.destination, lang, code });
  return queueMail(db, {
    to: challenge.destination,
    template: 'login_code',
    lang,
    params: { name: user.companyName ?? user.firstName, code },
  });
}

/**
 * This sign-in's codes are used up: a new sign-in may start at once, which the 429 says with
 * Retry-After (every 429 has one, DESIGN §3).
 */
const SIGN_IN_AGAIN = { retryAfter: 1 };
/**
 * Checks the password and sends a 6-digit code by e-mail (e-mail logins) or SMS (phone logins).
 * An unknown identifier and a wrong password get the same answer in the same time.
 */
export async function startLogin(
  deps: AuthDeps,
  body: LoginBody,
  lang: Language,
  address: string,
): Promise<LoginReply> {
  const { db, config } = deps;
  const byPhone = isPhoneIdentifier(body.identifier);
  const user = byPhone
    ? await findUserByPhone(db, body.identifier)
    : await findUserByEmail(db, body.identifier.toLowerCase());
  // Throttled before any hashing, by account whichever identifier names it.
  const account = { key: accountKeyOf(user?.id, body.identifier), userId: user?.id };
  await checkPasswordThrottle(db, config.authRateLimitScale, account, address);
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!user || !ok) {
    await passwordFailed(db, account.key, address);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await passwordAccepted(db, account.key, address);
  if (!user.emailConfirmedAt) {
    // A new link only when the last one is over a minute old; the message says which it was.
    const wait = await sendConfirmationAgain(deps, user.email, lang);
    throw new AppError('EMAIL_NOT_CONFIRMED', wait > 0 ? {} : { params: { context: 'sent' } });
  }

  const channel = byPhone ? 'sms' : 'email';
  const destination = byPhone ? body.identifier : user.email;
  const code = randomCode();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const hash = codeHash(config.auth.secret, id, code);
    await insertChallenge(tx, {
      id,
      userId: user.id,
      channel,
      destination,
      codeHash: hash,
      ttlSeconds: AUTH.codeTtl,
    });
    await sendCode(tx, { channel, destination }, user, code, lang);
  });
  return {
    message: translator(lang)(`login_code_sent_${channel}`, { ns: 'messages' }),
    challenge_id: id,
    channel,
    destination: byPhone ? maskPhone(destination) : maskEmail(destination),
    resend_after: AUTH.codeResendCooldown,
  };
}

export async function resendLoginCode(
  { db, config }: AuthDeps,
  challengeId: string,
  lang: Language,
): Promise<MessageReply> {
  const open = await findOpenChallenge(db, challengeId, AUTH.codeMaxAttempts);
  if (!open) throw new AppError('LOGIN_EXPIRED');
  const wait = Math.ceil(AUTH.codeResendCooldown - open.sinceSent);
  if (wait > 0) {
    throw new AppError('RESEND_TOO_SOON', { params: { seconds: wait }, retryAfter: wait });
  }
  if (open.challenge.sends >= AUTH.codeMaxSends)
    throw new AppError('TOO_MANY_ATTEMPTS', SIGN_IN_AGAIN);
  const user = await findUserById(db, open.challenge.userId);
  if (!user) throw new AppError('LOGIN_EXPIRED');
  const code = randomCode();
  await db.transaction(async (tx) => {
    await replaceChallengeCode(
      tx,
      challengeId,
      codeHash(config.auth.secret, challengeId, code),
      AUTH.codeTtl,
      true,
    );
    await sendCode(tx, open.challenge, user, code, lang);
  });
  return { message: translator(lang)('code_resent', { ns: 'messages' }) };
}

/** Exchanges the code for tokens: 5 tries per code, 5 minutes, and each code works once. */
export async function verifyLoginCode(
  { db, config }: AuthDeps,
  challengeId: string,
  code: string,
  address: string,
): Promise<SessionReply> {
  const open = await findOpenChallenge(db, challengeId, AUTH.codeMaxAttempts);
  if (!open) throw new AppError('LOGIN_EXPIRED');
  // Wrong codes add up per account across its challenges, not only per challenge.
  await checkCodeThrottle(db, config.authRateLimitScale, open.challenge.userId, address);
  // Counted before comparing and committed on its own, so failed tries add up even in parallel.
  const attempts = await countAttempt(db, challengeId, AUTH.codeMaxAttempts);
  if (attempts === undefined) throw new AppError('TOO_MANY_ATTEMPTS', SIGN_IN_AGAIN);
  if (!sameHash(open.challenge.codeHash, codeHash(config.auth.secret, challengeId, code))) {
    await codeFailed(db, open.challenge.userId, address);
    if (attempts >= AUTH.codeMaxAttempts) throw new AppError('TOO_MANY_ATTEMPTS', SIGN_IN_AGAIN);
    throw new AppError('INVALID_CODE');
  }
  return db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challengeId))) throw new AppError('LOGIN_EXPIRED');
    const user = await findUserById(tx, open.challenge.userId);
    if (!user) throw new AppError('LOGIN_EXPIRED');
    await rememberAddress(tx, user.id, address);
    return startSession(tx, config, user);
  });
}
