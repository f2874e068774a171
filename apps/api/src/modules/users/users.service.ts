import {
  type ChangeDetailsBody,
  COMPANY_DETAIL_FIELDS,
  type Language,
  type MeReply,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.repository';
import { findLanguage, findProfile, setLanguage, updateDetails } from './users.repository';

/**
 * The signed-in user for the header. The app asks for it on every start and language switch,
 * so the language of the request is remembered as the one to write to this user in.
 */
export async function getMe(db: Db, userId: string, lang?: Language): Promise<MeReply> {
  const user = await findProfile(db, userId);
  if (user && lang && user.language !== lang) await setLanguage(db, userId, lang);
  // A token outliving its (deleted) account is no longer a session.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return {
    id: user.publicId,
    user_type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: user.companyName ?? `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    profile_picture: user.profilePicture,
    newsletter: user.newsletter,
    receipt_emails: user.receiptEmails,
    ...(user.type === 'company' && {
      company_name: user.companyName ?? '',
      tax_id: user.taxId,
      legal_address: user.legalAddress,
    }),
  };
}

/**
 * Saves what the Settings form sends. A company's name and legal details change only when
 * sent; an individual has none, so sending any is refused rather than quietly dropped.
 */
export async function changeDetails(db: Db, userId: string, body: ChangeDetailsBody) {
  const user = await findProfile(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const companyField = COMPANY_DETAIL_FIELDS.find((field) => body[field] !== undefined);
  if (user.type !== 'company' && companyField) {
    throw new AppError('COMPANY_DETAILS_ONLY', { field: companyField });
  }
  try {
    await updateDetails(db, userId, {
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      companyName: body.company_name,
      taxId: body.tax_id,
      legalAddress: body.legal_address,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('PHONE_TAKEN', { field: 'phone' });
    throw err;
  }
}

export function subscribePush(
  db: Db,
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  return savePushSubscription(db, userId, subscription.endpoint, subscription.keys);
}

export function unsubscribePush(db: Db, userId: string, endpoint: string) {
  return deletePushSubscription(db, userId, endpoint);
}

/** The language to write to the user in when no request of theirs says it (default `am`). */
export async function userLanguage(db: Db, userId: string): Promise<Language> {
  return (await findLanguage(db, userId)) ?? 'am';
}
