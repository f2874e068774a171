import type { PushSubscriptionBody } from '@fuel/contract';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../lib/session';
import { deleteSubscription, sendSubscription } from './api/fcm-token';
import { pushSupported, WORKER_URL } from './push-support';

/** The VAPID key is URL-safe base64; PushManager wants its bytes. */
export function keyBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function toBody(subscription: PushSubscription): PushSubscriptionBody | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

async function subscribeAndSend(publicKey: string): Promise<boolean> {
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const body = toBody(subscription);
  if (!body) return false;
  await sendSubscription(body);
  // SPEC §4: the flag is set once the server has answered 200.
  writeFlag(STORAGE_KEYS.pushSent, 'true');
  return true;
}

/**
 * After sign-in: registers the worker and, when the user allowed notifications earlier, sends
 * the subscription again. Never asks for permission itself: that needs the user's click.
 */
export async function resumePush(publicKey: string): Promise<void> {
  if (!pushSupported()) return;
  await navigator.serviceWorker.register(WORKER_URL);
  if (Notification.permission === 'granted' && !readFlag(STORAGE_KEYS.pushSent)) {
    await subscribeAndSend(publicKey);
  }
}

export type PushOutcome = 'on' | 'denied' | 'failed';

/** From a click on "Turn on notifications". */
export async function enablePush(publicKey: string): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  return (await subscribeAndSend(publicKey)) ? 'on' : 'failed';
}

/** On sign-out or "Turn off": the server forgets this browser, and the browser the subscription. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deleteSubscription(subscription.endpoint).catch(() => {});
  await subscription.unsubscribe();
  try {
    localStorage.removeItem(STORAGE_KEYS.pushSent);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
