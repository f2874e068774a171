import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores this browser's push subscription for the signed-in user. */
export function sendSubscription(body: SubscriptionBody): Promise<MessageReply> {
  return apiRequest<MessageReply>('/user/fcm-token', { method: 'POST', body });
}

export function deleteSubscription(endpoint: string): Promise<MessageReply> {
  return apiRequest<MessageReply>('/user/fcm-token', { method: 'DELETE', body: { endpoint } });
}
