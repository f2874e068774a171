import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { CapturedMail } from './mail-capture';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MailQuery {
  /** Only messages received at or after this time (Date.now() before the action). */
  after: number;
  subject?: RegExp;
  timeoutMs?: number;
}

/** The first e-mail to `to` that matches, waiting for the API's background delivery. */
export async function waitForMail(to: string, query: MailQuery): Promise<CapturedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  const recipient = to.toLowerCase();
  while (Date.now() < deadline) {
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
    await sleep(150);
  }
  throw new Error(`No e-mail to ${to} arrived in time`);
}

/** The SMS the API would have sent, from the development mailbox (no SMS gateway in tests). */
export async function waitForSms(
  request: APIRequestContext,
  phone: string,
  after: number,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const reply = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(phone)}`);
    const { data } = (await reply.json()) as {
      data: { channel: string; text: string; createdAt: string }[];
    };
    const sms = data.find((m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after - 1000);
    if (sms) return sms.text;
    await sleep(150);
  }
  throw new Error(`No SMS to ${phone} arrived in time`);
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
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Could not lock ${account}`);
      await sleep(100);
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
