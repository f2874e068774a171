import webpush from 'web-push';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { deleteSubscription, findSubscriptionsOf } from './push.repository';

export interface PushMessage {
  userId: string;
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
}

export interface PushSender {
  readonly enabled: boolean;
  /** Sends to every browser the user subscribed; forgets browsers that unsubscribed. */
  send(message: PushMessage): Promise<void>;
}

/** Web Push with VAPID keys from the environment; without keys, push is off. */
export function webPushSender(db: Db, config: Config['push']): PushSender {
  if (!config) return { enabled: false, send: async () => {} };
  const vapid = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    enabled: true,
    send: async ({ userId, ...notification }) => {
      const payload = JSON.stringify(notification);
      for (const subscription of await findSubscriptionsOf(db, userId)) {
        // web-push encrypts and signs; fetch sends, so the timeout and errors are ours.
        const request = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: vapid,
          TTL: 24 * 3600,
        });
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          signal: AbortSignal.timeout(10_000),
        });
        // 404 and 410: the browser dropped this subscription for good.
        if (res.status === 404 || res.status === 410) {
          await deleteSubscription(db, userId, subscription.endpoint);
        } else if (!res.ok) {
          throw new Error(`push service answered ${res.status}`);
        }
      }
    },
  };
}
