import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import type { DevMailbox } from './dev-tools';
import type { CapturedMail } from './mail-capture';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
}

/**
 * A sign-in code's mail, told apart by the code in its subject: a receipt's mail may arrive to
 * the same person in the same moments.
 */
export const CODE_SUBJECT = /\b\d{6}\b/;

interface MailQuery {
  /** Only messages received at or after this time (Date.now() before the action). */
  after: number;
  subject?: RegExp;
  timeoutMs?: number;
}

/** The first captured e-mail to `to` that matches, if one has arrived. */
function findMail(recipient: string, query: MailQuery): CapturedMail | undefined {
  const files = fs
    .readdirSync(mailDir())
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    if (Number(file.split('-')[0]) < query.after) continue;
    const mail = JSON.parse(fs.readFileSync(path.join(mailDir(), file), 'utf8')) as CapturedMail;
    if (!mail.to.includes(recipient)) continue;
    if (query.subject && !query.subject.test(mail.subject)) continue;
    return mail;
  }
  return undefined;
}

/** The first e-mail to `to` that matches, waiting for the API's background delivery. */
export async function waitForMail(to: string, query: MailQuery): Promise<CapturedMail> {
  const recipient = to.toLowerCase();
  let mail: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        mail = findMail(recipient, query);
        return mail !== undefined;
      },
      {
        message: `No e-mail to ${to} arrived in time`,
        timeout: query.timeoutMs ?? 15_000,
        intervals: [150],
      },
    )
    .toBe(true);
  return mail as CapturedMail;
}

/** The SMS the API would have sent, from the development mailbox (no SMS gateway in tests). */
export async function waitForSms(
  request: APIRequestContext,
  phone: string,
  after: number,
): Promise<string> {
  let sms: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(phone)}`);
        const { data } = (await reply.json()) as DevMailbox;
        sms = data.find(
          (m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after - 1000,
        )?.text;
        return sms !== undefined;
      },
      { message: `No SMS to ${phone} arrived in time`, timeout: 15_000, intervals: [150] },
    )
    .toBe(true);
  return sms as string;
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${text}`);
  return code;
}

/** The cabinet link of a confirmation or reset e-mail, as a path for page.goto. */
export function linkIn(text: string, page: 'confirm-email' | 'reset-password'): string {
  const url = new RegExp(`https?://[^\\s"<>]+/auth/${page}/[^\\s"<>]+`).exec(text)?.[0];
  if (!url) throw new Error(`No ${page} link in: ${text}`);
  const { pathname } = new URL(url);
  return pathname;
}

/**
 * Several workers may sign in to the same demo account at once; each login mails a new code, so
 * the steps from login to verify run one at a time per account (an mkdir lock in the mail folder).
 */
export async function withAccountLock<T>(account: string, run: () => Promise<T>): Promise<T> {
  const lock = path.join(mailDir(), `lock-${account.replace(/[^a-z0-9]/gi, '_')}`);
  const taken = () => {
    try {
      fs.mkdirSync(lock);
      return true;
    } catch {
      // A lock left behind by a worker that died is cleared after 30 s.
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      return false;
    }
  };
  await expect
    .poll(taken, { message: `Could not lock ${account}`, timeout: 45_000, intervals: [100] })
    .toBe(true);
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
