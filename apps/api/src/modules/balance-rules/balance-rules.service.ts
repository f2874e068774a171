import {
  type BalanceRule,
  type BalanceRuleBody,
  formatQuantity,
  type Language,
  QUANTITY_SCALE,
  TOP_UP_STOP_REASONS,
  type TopUpStopReason,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockedAvailable } from '../ledger';
import { automaticSpendThisMonth, findSavedCard } from '../payments';
import { findProductLabel } from '../products';
import { deleteRule, findRules, stopTopUpsPaidWith, upsertRule } from './balance-rules.repository';

const stopReason = (value: string | null): TopUpStopReason | null =>
  TOP_UP_STOP_REASONS.includes(value as TopUpStopReason) ? (value as TopUpStopReason) : null;

export async function listRules(db: Db, userId: string, lang: Language) {
  const rows = await findRules(db, userId, lang);
  const data: BalanceRule[] = [];
  for (const { rule, productName, unit, cardMaskedPan } of rows) {
    data.push({
      product_id: rule.productId,
      product_name: productName,
      unit,
      threshold: formatQuantity(rule.threshold),
      armed: rule.armed,
      alert: rule.alert,
      alert_email: rule.alertEmail,
      top_up: rule.topUpQuantity
        ? {
            quantity: rule.topUpQuantity,
            card_id: rule.topUpCardId,
            card_last4: cardMaskedPan ? cardMaskedPan.slice(-4) : null,
            monthly_cap: rule.monthlyCap ?? 0,
            spent_this_month: await automaticSpendThisMonth(db, userId, rule.productId),
            active: rule.topUpActive,
            stopped_reason: rule.topUpActive ? null : stopReason(rule.stoppedReason),
          }
        : null,
    });
  }
  return { count: data.length, data };
}

/** Sets the product's alert and automatic top-up; the card must be one of the user's. */
export async function saveRule(
  db: Db,
  userId: string,
  productId: string,
  body: BalanceRuleBody,
  lang: Language,
) {
  if (!(await findProductLabel(db, productId))) throw new AppError('NOT_FOUND');
  const topUp = body.top_up;
  if (topUp && !(await findSavedCard(db, userId, topUp.card_id)))
    throw new AppError('NOT_FOUND', { field: 'top_up.card_id' });
  const threshold = body.threshold * QUANTITY_SCALE;
  await db.transaction(async (tx) => {
    const available = await lockedAvailable(tx, userId, productId);
    await upsertRule(tx, {
      userId,
      productId,
      threshold,
      armed: available >= threshold,
      alert: body.alert,
      alertEmail: body.alert_email,
      topUpQuantity: topUp?.quantity ?? null,
      topUpCardId: topUp?.card_id ?? null,
      monthlyCap: topUp?.monthly_cap ?? null,
      topUpActive: topUp?.active ?? false,
      stoppedReason: null,
    });
  });
  const saved = (await listRules(db, userId, lang)).data.find((r) => r.product_id === productId);
  if (!saved) throw new AppError('NOT_FOUND', { field: 'product_id' });
  return saved;
}

export async function removeRule(db: Db, userId: string, productId: string) {
  if (!(await deleteRule(db, userId, productId))) throw new AppError('NOT_FOUND');
}

/**
 * A saved card is being removed: the automatic top-ups paying with it stop, saying why, instead
 * of staying on without a card. Runs in the removal's transaction (payments calls it through
 * the hook the app gives it).
 */
export async function stopTopUpsOfRemovedCard(tx: Db, userId: string, cardId: string) {
  await stopTopUpsPaidWith(tx, userId, cardId);
}
