import { type MessageReply, type PushSubscriptionBody, usersRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Stores this browser's push subscription for the signed-in user. */
export function sendSubscription(body: PushSubscriptionBody): Promise<MessageReply> {
  return callApi(usersRoutes.subscribePush, { body });
}

export function deleteSubscription(endpoint: string): Promise<MessageReply> {
  return callApi(usersRoutes.unsubscribePush, { body: { endpoint } });
}
