import type { Language, MessageReply } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { Storage } from '../../integrations/storage/storage';
import { queueMail } from '../../jobs/delivery';
import { AppError } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/secrets';
import {
  AUTH,
  createLink,
  expireEmailTokens,
  revokeAllSessions,
  revokeOtherSessions,
  sessionChangesHeard,
} from '../auth';
import { forgetUploadsOf } from '../uploads';
import {
  anonymizeUser,
  emailTaken,
  findUserById,
  forgetPushSubscriptions,
  setNewsletter as saveNewsletter,
  setReceiptEmails as saveReceiptEmails,
  setPasswordHash,
} from '../users';
import { deleteVehiclesOf } from '../vehicles';

const reply = (lang: Language, key: string): MessageReply => ({
  message: translator(lang)(key, { ns: 'messages' }),
});

/** The account, after checking the password it was asked with (422 WRONG_PASSWORD otherwise). */
async function withPassword(db: Db, userId: string, password: string) {
  const account = await findUserById(db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new AppError('WRONG_PASSWORD', { field: 'password' });
  return account;
}

/** Sets a new password and ends every other session; the one in use (`sessionId`) stays. */
export async function changePassword(
  db: Db,
  userId: string,
  sessionId: string,
  body: { current_password: string; new_password: string },
  lang: Language,
) {
  const account = await findUserById(db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(account.passwordHash, body.current_password))) {
    throw new AppError('WRONG_PASSWORD', { field: 'current_password' });
  }
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, sessionId);
  });
  await sessionChangesHeard(db);
  return reply(lang, 'password_changed_profile');
}

/** Mails a confirmation link to the new address; the address changes only when it is opened. */
export async function requestEmailChange(
  db: Db,
  config: Config,
  userId: string,
  body: { new_email: string; password: string },
  lang: Language,
) {
  const account = await withPassword(db, userId, body.password);
  const newEmail = body.new_email.toLowerCase();
  if (newEmail === account.email) throw new AppError('EMAIL_UNCHANGED', { field: 'new_email' });
  // The same reply whether or not another account holds the address: this form must not tell
  // which addresses are registered. A taken address simply gets no link.
  if (await emailTaken(db, newEmail, userId)) return reply(lang, 'email_change_sent');
  await db.transaction(async (tx) => {
    const url = await createLink(
      tx,
      config.publicUrl,
      lang,
      userId,
      'change_email',
      AUTH.confirmLinkTtl,
      newEmail,
    );
    const name = account.companyName ?? account.firstName;
    await queueMail(tx, { to: newEmail, template: 'change_email', lang, params: { name, url } });
    // The current address is told too, with a way out if someone else holds the session.
    await queueMail(tx, {
      to: account.email,
      template: 'email_change_notice',
      lang,
      params: { name, newEmail, url: `${config.publicUrl}/${lang}/auth/forgot-password` },
    });
  });
  return reply(lang, 'email_change_sent');
}

export async function setNewsletter(db: Db, userId: string, newsletter: boolean) {
  await saveNewsletter(db, userId, newsletter);
}

/** Turns e-mailing each printed receipt to the account on or off. */
export async function setReceiptEmails(db: Db, userId: string, on: boolean) {
  await saveReceiptEmails(db, userId, on);
}

/** Anonymises the account and ends every session; the password is asked again first. */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  userId: string,
  password: string,
  lang: Language,
) {
  await withPassword(db, userId, password);
  const unusable = await hashPassword(randomToken());
  const removeFiles = await db.transaction(async (tx) => {
    // The account row stays (anonymous): the ledger and other people's history refer to it.
    const user = await findUserById(tx, userId);
    await forgetPushSubscriptions(tx, userId);
    await deleteVehiclesOf(tx, userId);
    const removeFiles = await forgetUploadsOf(tx, storage, userId, user?.profilePicture ?? null);
    await anonymizeUser(tx, userId, unusable);
    // Links mailed before (a reset, a change of address) die with the account.
    await expireEmailTokens(tx, userId);
    await revokeAllSessions(tx, userId);
    return removeFiles;
  });
  await sessionChangesHeard(db);
  // The picture's address was public: once the account is gone, so is the file behind it.
  await removeFiles();
  return reply(lang, 'account_deleted');
}
