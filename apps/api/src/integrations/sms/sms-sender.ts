import type { Db } from '../../db/database';
import { storeDevMessage } from '../dev-mailbox/dev-mailbox.repository';

export interface SmsSender {
  readonly kind: 'http' | 'dev-mailbox';
  send(to: string, text: string): Promise<void>;
}

/**
 * An HTTP SMS gateway: POST {to, text} as JSON with a bearer key. Armenian providers differ in
 * field names; this adapter is the one place to map them.
 */
export function httpSmsSender(apiUrl: string, apiKey: string): SmsSender {
  return {
    kind: 'http',
    send: async (to, text) => {
      const res = await fetch(apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function devMailboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'dev-mailbox',
    send: (to, text) =>
      storeDevMessage(db, { channel: 'sms', recipient: to, subject: 'SMS', text, html: null }),
  };
}
