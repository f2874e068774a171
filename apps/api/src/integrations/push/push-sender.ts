import webpush from 'web-push';
import type { Config } from '../../config/env';
import { guardedPushTransport, type PushTransport } from './push-transport';

export interface PushMessage {
  userId: string;
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
}

/** Where the browsers a user subscribed are kept (the users module owns them). */
export interface PushSubscriptionStore {
  of(userId: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }[]>;
  forget(userId: string, endpoint: string): Promise<void>;
}

export interface PushSender {
  readonly enabled: boolean;
  /** Sends to every browser the user subscribed; forgets browsers that unsubscribed. */
  send(message: PushMessage): Promise<void>;
}

/**
 * Web Push with VAPID keys from the environment; without keys, push is off. Messages go out
 * only through `transport`, which by default reaches known push services and nothing else.
 */
export function webPushSender(
  subscriptions: PushSubscriptionStore,
  config: Config['push'],
  transport: PushTransport = guardedPushTransport(),
): PushSender {
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
      for (const subscription of await subscriptions.of(userId)) {
        // web-push encrypts and signs; the transport sends, so the timeout and errors are ours.
        const request = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: vapid,
          TTL: 24 * 3600,
        });
        const status = await transport(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
        });
        // 404 and 410: the browser dropped this subscription for good.
        if (status === 404 || status === 410) {
          await subscriptions.forget(userId, subscription.endpoint);
        } else if (status < 200 || status >= 300) {
          throw new Error(`push service answered ${status}`);
        }
      }
    },
  };
}
