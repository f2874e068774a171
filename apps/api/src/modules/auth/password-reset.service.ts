import type { Language, MessageReply } from '@fuel/contract';
import { queueMail } from '../../jobs/delivery';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secrets';
import { findUserByEmail, setEmailConfirmed, setPasswordHash } from '../users';
import { AUTH } from './auth.constants';
import {
  emailTokenUsable,
  secondsSinceLastEmailToken,
  useEmailToken,
} from './email-tokens.repository';
import { createLink } from './links';
import { revokeAllSessions } from './refresh-tokens.repository';
import { sessionChangesHeard } from './session-cache';
import type { AuthDeps } from './sessions.service';

const reply = (lang: Language, key: string): MessageReply => ({
  message: translator(lang)(key, { ns: 'messages' }),
});

/** Mails a reset link when the account exists (at most once a minute); the reply never says. */
export async function requestPasswordReset(
  { db, config }: AuthDeps,
  rawEmail: string,
  lang: Language,
) {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, rawEmail.toLowerCase());
    if (!user) return;
    const age = await secondsSinceLastEmailToken(tx, user.id, 'reset_password');
    if (age !== null && age < AUTH.linkCooldown) return;
    const url = await createLink(
      tx,
      config.publicUrl,
      lang,
      user.id,
      'reset_password',
      AUTH.resetLinkTtl,
    );
    await queueMail(tx, {
      to: user.email,
      template: 'reset_password',
      lang,
      params: { name: user.companyName ?? user.firstName, url },
    });
  });
  return reply(lang, 'reset_sent');
}

/**
 * Says, as the reset page opens, whether its link still works: a used or expired link is told at
 * once, not after the new password has been typed twice. Nothing is used or changed.
 */
export async function checkPasswordResetLink(
  { db }: AuthDeps,
  link: { id: string; token: string },
  lang: Language,
) {
  if (!(await emailTokenUsable(db, link.id, 'reset_password', sha256(link.token))))
    throw new AppError('LINK_INVALID');
  return reply(lang, 'reset_link_valid');
}

/** Sets the new password from a valid link and signs the account out everywhere. */
export async function confirmPasswordReset(
  { db }: AuthDeps,
  link: { id: string; token: string },
  newPassword: string,
  lang: Language,
) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const used = await useEmailToken(tx, link.id, 'reset_password', sha256(link.token));
    if (!used) throw new AppError('LINK_INVALID');
    const { userId } = used;
    await setPasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId);
    // Opening the link proved control of the mailbox.
    await setEmailConfirmed(tx, userId);
  });
  await sessionChangesHeard(db);
  return reply(lang, 'password_changed');
}
