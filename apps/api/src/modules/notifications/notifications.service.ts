import {
  LANGUAGES,
  type Language,
  type Notification,
  USER_TYPES,
  type UserType,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { queuePushes } from '../../jobs/delivery';
import { AppError, refuseFields } from '../../lib/app-error';
import type { Publisher } from '../../lib/event-hub';
import { fill } from '../../lib/i18n';
import { localNumber } from '../../lib/numbers';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { userLanguage } from '../users';
import {
  deleteNotification,
  findNotificationsPage,
  insertForEveryone,
  insertNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repository';

/**
 * What each kind of message says (keys in the `notifications` texts) and where it leads when it
 * is not about one transaction of the reader's (those open that transaction instead).
 */
export const TEMPLATES = {
  purchase_paid: '/my-balance',
  refuel_completed: '/transactions',
  refuel_expired: '/my-balance',
  friend_request_received: '/friends',
  friend_request_accepted: '/friends',
  friend_request_rejected: '/friends',
  friend_request_cancelled: '/friends',
  friend_removed: '/friends',
  friend_fuel_asked: '/friends',
  friend_fuel_ask_declined: '/friends',
  friend_fuel_ask_withdrawn: '/friends',
  partner_request_received: '/partners',
  partner_request_accepted: '/partners',
  partner_request_rejected: '/partners',
  partner_request_cancelled: '/partners',
  partner_removed: '/partners',
  partner_fuel_asked: '/partners',
  partner_fuel_ask_declined: '/partners',
  partner_fuel_ask_withdrawn: '/partners',
  fuel_received: '/transactions',
  fuel_received_note: '/transactions',
  fuel_sent: '/transactions',
  fuel_sent_note: '/transactions',
  card_order_received: '/cards',
  card_order_produced: '/cards',
  card_order_ready_for_pickup: '/cards',
  card_order_ready_for_delivery: '/cards',
  card_order_handed_over: '/cards',
  card_order_cancelled: '/cards',
  card_refuel_completed: '/cards',
  // Messages written before the stations were named in it.
  card_blocked_pin: '/cards',
  card_blocked_pin_at: '/cards',
  card_extra_asked: '/cards',
  card_extra_approved: '/cards',
  card_extra_refused: '/cards',
  fill_flagged: '/consumption/exceptions',
  // The receipt the message names (its `receipt_id`).
  receipt_ready: '/receipts/{receipt_id}',
  balance_low: '/my-balance',
  auto_top_up_cap: '/my-balance',
  auto_top_up_stopped_declined: '/my-balance',
  auto_top_up_stopped_expired: '/my-balance',
  auto_top_up_stopped_card_removed: '/my-balance',
  auto_top_up_stopped_confirmation: '/my-balance',
  // The retailer's own word to its customers (an operator's broadcast): it leads nowhere.
  announcement: null,
} as const;
export type NotificationTemplate = keyof typeof TEMPLATES;

export type NotificationParams = Record<string, string | number>;

/** Names kept in every language (`product_am`, `product_en`…) are read in the reader's. */
export function localized(name: string, text: Record<Language, string>): NotificationParams {
  return { [`${name}_am`]: text.am, [`${name}_en`]: text.en, [`${name}_ru`]: text.ru };
}

/** Quantities in a message, written as the reader's language writes numbers ("29,3" in am and ru). */
const QUANTITY_PARAMS = ['quantity', 'dispensed', 'volume', 'threshold'] as const;
function localQuantity(value: string | number | undefined, lang: Language) {
  return typeof value === 'number' ? localNumber(value, lang) : value;
}

/**
 * A message as the wire shows it, per id and language, written once (all but whether it was
 * read). A message never changes after it is stored and ids are not reused, so what is written
 * stays right for the life of the process; writing the texts, dates and links of a page was most
 * of a messages reply's own work (docs/benchmarks.md).
 */
const written = new Map<string, Omit<Notification, 'read'>>();
const MAX_WRITTEN = 20_000;

function render(row: NotificationRow, lang: Language): Notification {
  const key = `${lang}${row.id}`;
  let done = written.get(key);
  if (done === undefined) {
    if (written.size >= MAX_WRITTEN) written.clear();
    done = {
      id: row.id,
      text: write(row, lang),
      date: row.createdAt.toISOString(),
      link: linkOf(row),
    };
    written.set(key, done);
  }
  return {
    id: done.id,
    text: done.text,
    date: done.date,
    read: row.readAt !== null,
    link: done.link,
  };
}

function write(row: NotificationRow, lang: Language): string {
  const p = row.params;
  const values = {
    ...p,
    ...Object.fromEntries(QUANTITY_PARAMS.map((k) => [k, localQuantity(p[k], lang)])),
    product: p[`product_${lang}`] ?? '',
    station: p[`station_${lang}`] ?? '',
    unit: p.unit ? fill(lang, 'notifications', `units.${p.unit}`) : '',
    text: p[`text_${lang}`] ?? '',
    reasons: p[`reasons_${lang}`] ?? '',
  };
  return fill(lang, 'notifications', row.template, values);
}

function linkOf(row: NotificationRow): string | null {
  if (row.transactionId) return `/transactions/${row.transactionId}`;
  const link: string | null = TEMPLATES[row.template as NotificationTemplate] ?? null;
  // A link naming one record takes its id from the message's parameters.
  return (
    link?.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(row.params[name] ?? '')),
    ) ?? null
  );
}

/** Writes a message in the language the user last used (a pump or a job has no reader at hand). */
export const LAST_USED_LANGUAGE = 'last-used';

/** A message to store: to whom, what, in which language, about which of the reader's rows. */
export interface Message {
  userId: string;
  template: NotificationTemplate;
  params: NotificationParams;
  /** The reader's language when the caller knows it; otherwise the one the user last used. */
  lang: Language | typeof LAST_USED_LANGUAGE;
  /** The reader's history row the message is about, which the message then opens. */
  transactionId?: string | null;
}

/**
 * Stores messages in the caller's transaction and queues their Web Push, in two statements
 * however many there are (a transfer tells both sides). Call `announce` for each after the
 * commit so open tabs show them at once. Returns the stored rows in the order given.
 */
export async function notifyAll(db: Db, messages: Message[]): Promise<NotificationRow[]> {
  const languages: Language[] = [];
  for (const m of messages) {
    languages.push(m.lang === LAST_USED_LANGUAGE ? await userLanguage(db, m.userId) : m.lang);
  }
  const rows = await insertNotifications(
    db,
    messages.map((m) => ({ ...m, transactionId: m.transactionId ?? null })),
  );
  await queuePushes(
    db,
    rows.map((row, i) => {
      const language = languages[i] ?? 'am';
      const text = render(row, language);
      return {
        userId: row.userId,
        title: 'Fuel Cabinet',
        body: text.text,
        url: `/${language}${text.link ?? '/messages'}`,
      };
    }),
  );
  return rows;
}

/** `notifyAll` for one message. */
export async function notify(
  db: Db,
  userId: string,
  template: NotificationTemplate,
  params: NotificationParams,
  lang: Language | typeof LAST_USED_LANGUAGE,
  transactionId: string | null = null,
): Promise<NotificationRow> {
  const [row] = await notifyAll(db, [{ userId, template, params, lang, transactionId }]);
  if (!row) throw new Error('notification was not inserted');
  return row;
}

/** Tells the reader's open pages of a stored message: into a write's outbox, or the hub after it. */
export function announce(events: Publisher, row: Pick<NotificationRow, 'id' | 'userId'>) {
  events.publish(row.userId, { type: 'notification', data: { id: row.id } });
}

/** The longest message an operator may send to everyone, in each language. */
export const BROADCAST_MAX_LENGTH = 500;
const isUserType = (value: string): value is UserType =>
  (USER_TYPES as readonly string[]).includes(value);

/**
 * An operator's message to every account (or every account of one type), written in all three
 * languages; each reader reads it in theirs. Stored in one transaction with its Web Push jobs
 * (for readers with a device subscribed), then announced to open tabs. Returns how many got it.
 * A text missing or too long, or an unknown audience, refuses it whole with VALIDATION_FAILED;
 * `params.fields` names every such field (`text_am`, `text_en`, `text_ru`, `audience`).
 */
export async function broadcast(
  deps: WriteDeps,
  text: Record<Language, string>,
  audience: string,
): Promise<number> {
  const written = { am: text.am.trim(), en: text.en.trim(), ru: text.ru.trim() };
  const problems = LANGUAGES.filter(
    (lang) => !written[lang] || written[lang].length > BROADCAST_MAX_LENGTH,
  ).map((lang) => `text_${lang}`);
  const to = audience === 'all' || isUserType(audience) ? audience : undefined;
  if (!to) problems.push('audience');
  refuseFields(problems);
  if (!to) throw new AppError('VALIDATION_FAILED', { field: 'audience' });
  const params = localized('text', written);
  const rows = await writeTransaction(deps, async (tx, outbox) => {
    const written = await insertForEveryone(tx, 'announcement', params, to);
    await queuePushes(
      tx,
      written
        .filter((r) => r.push)
        .map((row) => ({
          userId: row.userId,
          title: 'Fuel Cabinet',
          body: fill(row.language, 'notifications', 'announcement', {
            text: params[`text_${row.language}`] ?? '',
          }),
          url: `/${row.language}/messages`,
        })),
    );
    for (const row of written) announce(outbox, row);
    return written;
  });
  return rows.length;
}

export async function listNotifications(
  db: Db,
  userId: string,
  lang: Language,
  page: { offset: number; limit: number },
) {
  const found = await findNotificationsPage(db, userId, page);
  return { count: found.total, unread: found.unread, data: found.rows.map((r) => render(r, lang)) };
}

export async function readNotification(db: Db, userId: string, id: string, lang: Language) {
  const row = await markRead(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return render(row, lang);
}

export async function removeNotification(db: Db, userId: string, id: string) {
  if (!(await deleteNotification(db, userId, id))) throw new AppError('NOT_FOUND');
}
