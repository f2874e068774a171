import type { MeReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { deletePushSubscription, findProfile, savePushSubscription } from './users.repository';

export async function getMe(db: Db, userId: string): Promise<MeReply> {
  const user = await findProfile(db, userId);
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
  };
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
