import {
  CARD_EXTRA_EVENT,
  CARD_EXTRA_LIMITS,
  type CardExtra,
  type CardExtraApproveBody,
  type CardExtraAskBody,
  type CardExtrasQuery,
  formatQuantity,
  type Language,
  type ListReply,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Publisher } from '../../lib/event-hub';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { announce, LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import { findProductLabel } from '../products';
import {
  type CardExtraRow,
  decideCardExtra,
  findCardExtraState,
  findCardExtras,
  insertCardExtra,
} from './card-extras.repository';
import { findRecentFills } from './card-refuels.repository';
import { findCardProduct, lockCard } from './cards.repository';

/** Who acts: the company the session acts for, the person, and whether they are its driver. */
export interface ExtraActor {
  companyId: string;
  personId: string;
  personName: string;
  driver: boolean;
  /** A fleet manager kept to some card groups. */
  groupIds?: string[];
}

type Listed = Awaited<ReturnType<typeof findCardExtras>>['rows'][number];

async function toWire(db: Db, rows: Listed[], lang: Language): Promise<CardExtra[]> {
  const fills = await findRecentFills(db, [...new Set(rows.map((r) => r.extra.cardId))], lang);
  return rows.map((r) => ({
    id: r.extra.id,
    card_id: r.extra.cardId,
    card_last4: r.cardLast4,
    card_name: r.cardName,
    vehicle_plate: r.vehiclePlate,
    product_id: r.extra.productId,
    product_name: r.productName,
    unit: r.unit,
    quantity: formatQuantity(r.extra.quantity),
    reason: r.extra.reason,
    state: r.extra.state,
    driver_id: r.driverPublicId,
    driver_name: `${r.driverFirst} ${r.driverLast}`.trim(),
    decided_by: null,
    decision_note: r.extra.decisionNote,
    valid_until: r.extra.validUntil?.toISOString() ?? null,
    created_at: r.extra.createdAt.toISOString(),
    recent_fills: fills
      .filter((f) => f.cardId === r.extra.cardId)
      .map((f) => ({
        quantity: formatQuantity(f.dispensed),
        station_name: f.stationName,
        at: f.at.toISOString(),
      })),
  }));
}

/** The asks a manager sees (all the company's) or a driver sees (their own). */
export async function listCardExtras(
  db: Db,
  actor: ExtraActor,
  lang: Language,
  q: CardExtrasQuery,
): Promise<ListReply<CardExtra>> {
  const { count, rows } = await findCardExtras(db, actor.companyId, lang, {
    ...q,
    ...(actor.driver ? { askedBy: actor.personId } : {}),
    ...(actor.groupIds ? { groupIds: actor.groupIds } : {}),
  });
  return { count, data: await toWire(db, rows, lang) };
}

async function one(db: Db, companyId: string, id: string, lang: Language) {
  const { rows } = await findCardExtras(db, companyId, lang, { offset: 1, limit: 1, id });
  const [extra] = await toWire(db, rows, lang);
  if (!extra) throw new AppError('NOT_FOUND');
  return extra;
}

/** Announces the stored message, if any, and tells every open page of the company that the ask changed. */
function tell(events: Publisher, row: CardExtraRow, message?: { id: string; userId: string }) {
  if (message) announce(events, message);
  events.publish(row.companyId, {
    type: CARD_EXTRA_EVENT,
    data: { extra_id: row.id, card_id: row.cardId, state: row.state },
  });
}

/**
 * A driver refused over a limit asks for more on their card, with a reason. One open ask per
 * card and fuel (EXTRA_OPEN); the card must be theirs (404 otherwise) and allow the fuel.
 */
export async function askForExtra(
  deps: WriteDeps,
  actor: ExtraActor,
  cardId: string,
  body: CardExtraAskBody,
  lang: Language,
): Promise<CardExtra> {
  const row = await writeTransaction(deps, async (tx, outbox) => {
    const card = await lockCard(tx, actor.companyId, cardId);
    if (!card || (actor.driver && card.driverUserId !== actor.personId))
      throw new AppError('NOT_FOUND');
    if (card.state === 'closed') throw new AppError('CARD_CLOSED');
    if (!(await findCardProduct(tx, card.id, body.product_id)))
      throw new AppError('CARD_PRODUCT_NOT_ALLOWED', { field: 'product_id' });
    const inserted = await insertCardExtra(tx, {
      cardId: card.id,
      companyId: actor.companyId,
      productId: body.product_id,
      askedBy: actor.personId,
      quantity: body.quantity * 1000,
      reason: body.reason,
    });
    if (!inserted) throw new AppError('EXTRA_OPEN');
    const product = await findProductLabel(tx, body.product_id);
    const note = await notify(
      tx,
      actor.companyId,
      'card_extra_asked',
      {
        driver: actor.personName,
        quantity: body.quantity,
        unit: product?.unit ?? 'L',
        ...(product ? localized('product', product.name) : {}),
        last4: card.last4,
        reason: body.reason,
      },
      LAST_USED_LANGUAGE,
    );
    tell(outbox, inserted, note);
    return inserted;
  });
  return one(deps.db, actor.companyId, row.id, lang);
}

/** Why an answer found nothing open: someone answered first (409), or it is not there (404). */
async function whyNotOpen(db: Db, companyId: string, id: string): Promise<never> {
  const found = await findCardExtraState(db, companyId, id);
  throw new AppError(found ? 'EXTRA_DECIDED' : 'NOT_FOUND');
}

/**
 * A manager approves an ask, for its quantity or less, for a few hours. Two managers answering
 * at once: one answer wins, the other hears EXTRA_DECIDED.
 */
export async function approveExtra(
  deps: WriteDeps,
  actor: ExtraActor,
  id: string,
  body: CardExtraApproveBody,
  lang: Language,
): Promise<CardExtra> {
  const hours = body.hours ?? CARD_EXTRA_LIMITS.hoursDefault;
  return answer(deps, actor, id, lang, 'card_extra_approved', {
    state: 'approved',
    decidedBy: actor.personId,
    hours,
    ...(body.quantity ? { quantity: body.quantity * 1000 } : {}),
  });
}

export function refuseExtra(
  deps: WriteDeps,
  actor: ExtraActor,
  id: string,
  reason: string,
  lang: Language,
): Promise<CardExtra> {
  return answer(deps, actor, id, lang, 'card_extra_refused', {
    state: 'refused',
    decidedBy: actor.personId,
    decisionNote: reason,
  });
}

/** The driver takes back their own open ask. */
export async function withdrawExtra(
  deps: WriteDeps,
  actor: ExtraActor,
  id: string,
  lang: Language,
) {
  const row = await decideCardExtra(
    deps.db,
    actor.companyId,
    id,
    { state: 'withdrawn', decidedBy: actor.personId },
    actor.personId,
  );
  if (!row) return whyNotOpen(deps.db, actor.companyId, id);
  tell(deps.events, row);
  return one(deps.db, actor.companyId, id, lang);
}

async function answer(
  deps: WriteDeps,
  actor: ExtraActor,
  id: string,
  lang: Language,
  template: 'card_extra_approved' | 'card_extra_refused',
  set: Parameters<typeof decideCardExtra>[3],
): Promise<CardExtra> {
  const row = await writeTransaction(deps, async (tx, outbox) => {
    // A manager kept to some groups answers only asks on those groups' cards.
    if (actor.groupIds) {
      const visible = await findCardExtras(tx, actor.companyId, lang, {
        offset: 1,
        limit: 1,
        id,
        groupIds: actor.groupIds,
      });
      if (visible.count === 0) throw new AppError('NOT_FOUND');
    }
    const row = await decideCardExtra(tx, actor.companyId, id, set);
    if (!row) return undefined;
    const listed = (await findCardExtras(tx, actor.companyId, 'am', { offset: 1, limit: 1, id }))
      .rows[0];
    const product = await findProductLabel(tx, row.productId);
    const message = await notify(
      tx,
      actor.companyId,
      template,
      {
        driver: listed ? `${listed.driverFirst} ${listed.driverLast}`.trim() : '',
        quantity: formatQuantity(row.quantity),
        unit: product?.unit ?? 'L',
        ...(product ? localized('product', product.name) : {}),
        last4: listed?.cardLast4 ?? '',
        reason: row.decisionNote ?? '',
        until: row.validUntil ? yerevanClock(row.validUntil) : '',
      },
      LAST_USED_LANGUAGE,
    );
    tell(outbox, row, message);
    return row;
  });
  if (!row) return whyNotOpen(deps.db, actor.companyId, id);
  return one(deps.db, actor.companyId, id, lang);
}

const yerevanClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Yerevan',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
  }).format(at);
