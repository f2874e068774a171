/**
 * What the pump screen shows with no network (docs/offline.md): the refuel codes ready for the
 * pump and a card's remaining limits, as the server last confirmed them, kept in this browser's
 * local storage for the signed-in account only. A code leaves it when the server no longer lists
 * it as active (used, cancelled, expired) and when its expiry passes; everything leaves it when
 * the session ends (lib/session clears the key with the session's own).
 */
import type { CardProduct, ProductUnit } from '@fuel/contract';
import { readFlag, STORAGE_KEYS, writeFlag } from './session';

/** A code as its panel shows it; names are kept as shown, since the catalog may not load. */
export interface KeptCode {
  id: string;
  code: string;
  expiresAt: string;
  productName: string | null;
  volume: number;
  unit: ProductUnit;
  /** Null: good at any station. */
  stationName: string | null;
  /** The vehicle it is for, as shown ("35 UU 350 · Lada Niva"). */
  vehicle: string | null;
}

/** Where codes are shown: the account's own (My balance) or one card's (`card:<id>`). */
export type CodeScope = 'balance' | `card:${string}`;

export interface KeptCodes {
  codes: KeptCode[];
  /** When the server last confirmed them (ISO). */
  confirmedAt: string;
}

export interface KeptCard {
  id: string;
  numberMasked: string;
  name: string | null;
  products: CardProduct[];
  confirmedAt: string;
}

interface OfflineCopy {
  userId: number;
  codes: Partial<Record<CodeScope, KeptCodes>>;
  cards: KeptCard[];
}

/** A driver opens one or two cards; a manager's visits to many are not all worth keeping. */
export const CARDS_KEPT = 3;

function read(userId: number): OfflineCopy {
  try {
    const copy = JSON.parse(readFlag(STORAGE_KEYS.offlineCopy) ?? 'null') as OfflineCopy | null;
    // Another account's copy (signed in on this browser before, or acted for) is not shown.
    if (copy?.userId === userId && copy.codes && Array.isArray(copy.cards)) return copy;
  } catch {
    // A damaged copy is replaced by the next one the server confirms.
  }
  return { userId, codes: {}, cards: [] };
}

function write(copy: OfflineCopy): void {
  const empty = Object.keys(copy.codes).length === 0 && copy.cards.length === 0;
  try {
    if (empty) localStorage.removeItem(STORAGE_KEYS.offlineCopy);
    else writeFlag(STORAGE_KEYS.offlineCopy, JSON.stringify(copy));
  } catch {
    // Storage unavailable: nothing is kept, and the page works online as before.
  }
}

let persistAsked = false;

/**
 * Asks the browser not to clear the site's storage when space runs short, the first time
 * something is kept in a page's life; the browser may say no (Chromium decides by use).
 */
function askToPersist(): void {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/** A code on screen as the server gave it: kept, or its details brought up to date. */
export function keepCode(userId: number, scope: CodeScope, code: KeptCode): void {
  const copy = read(userId);
  const kept = copy.codes[scope];
  const others = (kept?.codes ?? []).filter((c) => c.id !== code.id);
  copy.codes[scope] = {
    codes: [...others, code],
    confirmedAt: kept?.confirmedAt ?? new Date().toISOString(),
  };
  askToPersist();
  write(copy);
}

/**
 * The server's list of the codes still active for `scope`, confirmed `at`: the others (used at
 * the pump, cancelled, expired) are forgotten.
 */
export function retainCodes(userId: number, scope: CodeScope, active: string[], at: string): void {
  const copy = read(userId);
  const kept = copy.codes[scope];
  if (!kept) return;
  const codes = kept.codes.filter((code) => active.includes(code.id));
  if (codes.length > 0) copy.codes[scope] = { codes, confirmedAt: at };
  else delete copy.codes[scope];
  write(copy);
}

/** The codes kept for `scope` that have not expired by `now`; the expired ones are forgotten. */
export function keptCodes(userId: number, scope: CodeScope, now = Date.now()): KeptCodes | null {
  const copy = read(userId);
  const kept = copy.codes[scope];
  if (!kept) return null;
  const valid = kept.codes.filter((code) => Date.parse(code.expiresAt) > now);
  if (valid.length !== kept.codes.length) {
    if (valid.length > 0) copy.codes[scope] = { ...kept, codes: valid };
    else delete copy.codes[scope];
    write(copy);
  }
  return valid.length > 0 ? { ...kept, codes: valid } : null;
}

/** A card's remaining limits as the server gave them just now; the oldest cards make room. */
export function keepCard(userId: number, card: KeptCard): void {
  const copy = read(userId);
  const others = copy.cards.filter((kept) => kept.id !== card.id);
  copy.cards = [card, ...others].slice(0, CARDS_KEPT);
  askToPersist();
  write(copy);
}

export function keptCard(userId: number, cardId: string): KeptCard | null {
  return read(userId).cards.find((card) => card.id === cardId) ?? null;
}
