import { isApiUrl } from '@fuel/contract';
import { readFlag, readStoredSession, STORAGE_KEYS, writeFlag } from '../session/storage';
import { apiHeaders } from './http';

/**
 * A signed-in page's first reads, sent before the app's code has arrived.
 *
 * The app asks for a page's data only once its code has been fetched and has drawn the page:
 * on a phone that is one more trip after the code, and its replies land on a page already
 * shown, drawing it again. So the app remembers which reads each page made on its last first
 * load (`recordFirstRead`), and the next first load of that page sends them from the entry
 * (`sendEarlyReads`, src/main.tsx) while the code is still on its way; the API client then
 * takes the reply waiting for its request (`takeEarlyReply`) instead of asking again.
 *
 * Only GET requests to the API, with the stored token and the language they were made in, and
 * only for the page the tab opened on. A reply is taken once, by a request with the same
 * address, language and token, within `EARLY.keepMs`; anything else asks the server as usual.
 */
export const EARLY = {
  /** How long after the start a read still counts as the page's first. */
  recordMs: 5_000,
  /** How long a reply sent early waits to be taken. */
  keepMs: 10_000,
  pagesKept: 12,
  readsPerPage: 16,
};

interface Read {
  url: string;
  language: string;
}
/** The reads of each page's last first load, by the page's address; most recent last. */
type Learned = Record<string, Read[]>;

interface Sent {
  token: string;
  at: number;
  reply: Promise<Response>;
}

const sent = new Map<string, Sent>();
const keyOf = ({ url, language }: Read) => `${language} ${url}`;
const pageAddress = () => window.location.pathname + window.location.search;

let landing: { page: string; at: number } | null = null;
let recorded: Read[] | null = null;

function readLearned(): Learned {
  try {
    const value: unknown = JSON.parse(readFlag(STORAGE_KEYS.earlyReads) ?? 'null');
    return value && typeof value === 'object' ? (value as Learned) : {};
  } catch {
    return {};
  }
}

const isRead = (value: unknown): value is Read =>
  typeof (value as Read | null)?.url === 'string' &&
  typeof (value as Read).language === 'string' &&
  isApiUrl((value as Read).url);

/** The entry's first step: sends the reads this page made last time, if signed in. */
export function sendEarlyReads(): void {
  landing = { page: pageAddress(), at: performance.now() };
  const token = readStoredSession()?.accessToken;
  if (!token) return;
  const reads = readLearned()[landing.page];
  if (!Array.isArray(reads)) return;
  for (const read of reads.filter(isRead).slice(0, EARLY.readsPerPage)) {
    const reply = fetch(read.url, { headers: apiHeaders({ language: read.language, token }) });
    // A failure is seen by the request that takes it, which then asks again.
    reply.catch(() => undefined);
    sent.set(keyOf(read), { token, at: Date.now(), reply });
  }
}

/** The reply sent early for this request, once; undefined when there is none to use. */
export function takeEarlyReply(read: Read, token: string): Promise<Response> | undefined {
  const key = keyOf(read);
  const early = sent.get(key);
  if (!early) return undefined;
  sent.delete(key);
  if (early.token !== token || Date.now() - early.at > EARLY.keepMs) return undefined;
  return early.reply;
}

/** Notes a read the page made while still loading, for the next first load of this page. */
export function recordFirstRead(read: Read): void {
  if (!landing || pageAddress() !== landing.page) return;
  if (performance.now() - landing.at > EARLY.recordMs || !isRead(read)) return;
  if (!recorded) {
    recorded = [];
    // Written once, when the first load is over: no storage writes while the page starts.
    setTimeout(() => saveLearned(landing?.page ?? '', recorded ?? []), EARLY.recordMs);
  }
  if (!recorded.some((r) => keyOf(r) === keyOf(read)) && recorded.length < EARLY.readsPerPage)
    recorded.push(read);
}

function saveLearned(page: string, reads: Read[]): void {
  // Still signed in: signing out clears the list, and it must not come back.
  if (!page || !readStoredSession()) return;
  const { [page]: _previous, ...others } = readLearned();
  const kept = Object.entries(others).slice(-(EARLY.pagesKept - 1));
  writeFlag(STORAGE_KEYS.earlyReads, JSON.stringify(Object.fromEntries([...kept, [page, reads]])));
}
