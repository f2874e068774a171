import { formatQuantity, type TopUpStopReason } from '@fuel/contract';
import type { Db } from '../../db/database';
import { queueMail } from '../../jobs/delivery';
import { isUniqueViolation } from '../../lib/db-errors';
import { translator } from '../../lib/i18n';
import { writeTransaction } from '../../lib/write-transaction';
import type { LowBalanceJob } from '../ledger';
import { announce, LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import {
  automaticSpendThisMonth,
  createSavedCardOrder,
  findAutomaticOrder,
  findSavedCard,
  isCardExpired,
  type PaymentDeps,
  payWithSavedCard,
} from '../payments';
import { findProductLabel } from '../products';
import { findUserById, userLanguage } from '../users';
import {
  type BalanceRuleRow,
  claimAlert,
  findRule,
  lockRule,
  stopTopUp,
} from './balance-rules.repository';

async function labelParams(db: Db, productId: string): Promise<Record<string, string>> {
  const label = await findProductLabel(db, productId);
  return {
    unit: label?.unit ?? 'L',
    ...(label ? (localized('product', label.name) as Record<string, string>) : {}),
  };
}

/** One message per crossing, whichever worker and however often the job runs. */
async function sendAlert(deps: PaymentDeps, rule: BalanceRuleRow, crossing: number) {
  await writeTransaction(deps, async (tx, outbox) => {
    if (!(await claimAlert(tx, rule.userId, rule.productId, crossing))) return;
    const label = await labelParams(tx, rule.productId);
    const params = { ...label, threshold: formatQuantity(rule.threshold) };
    const lang = await userLanguage(tx, rule.userId);
    const message = await notify(tx, rule.userId, 'balance_low', params, lang);
    const account = rule.alertEmail ? await findUserById(tx, rule.userId) : undefined;
    const to = account && { email: account.email, name: account.companyName ?? account.firstName };
    if (to) {
      await queueMail(tx, {
        to: to.email,
        template: 'balance_low',
        lang,
        params: {
          name: to.name,
          url: `${deps.config.publicUrl}/${lang}/my-balance`,
          product: label[`product_${lang}`] ?? '',
          threshold: String(formatQuantity(rule.threshold)),
          unit: translator(lang)(`units.${label.unit}`, { ns: 'notifications' }),
        },
      });
    }
    announce(outbox, message);
  });
}

/** Stops the rule (once) and tells the user why. */
async function stop(deps: PaymentDeps, rule: BalanceRuleRow, reason: TopUpStopReason) {
  await writeTransaction(deps, async (tx, outbox) => {
    if (!(await stopTopUp(tx, rule.userId, rule.productId, reason))) return;
    const params = await labelParams(tx, rule.productId);
    const name = `auto_top_up_stopped_${reason}` as const;
    announce(outbox, await notify(tx, rule.userId, name, params, LAST_USED_LANGUAGE));
  });
}

type Claim = { orderId: string } | { stop: TopUpStopReason } | { capReached: true } | null;

/**
 * Takes this crossing's automatic purchase: under the rule's lock the monthly cap is checked
 * and the order inserted; the unique (user, product, crossing) index lets only one insert win,
 * whichever process and however many times the job runs.
 */
async function claimPurchase(deps: PaymentDeps, job: LowBalanceJob): Promise<Claim> {
  const existing = await findAutomaticOrder(deps.db, job.user_id, job.product_id, job.crossing);
  if (existing) return { orderId: existing.id };
  try {
    return await deps.db.transaction(async (tx): Promise<Claim> => {
      const rule = await lockRule(tx, job.user_id, job.product_id);
      if (!rule?.topUpActive || !rule.topUpQuantity) return null;
      const card = rule.topUpCardId
        ? await findSavedCard(tx, rule.userId, rule.topUpCardId)
        : undefined;
      if (!card) return { stop: 'card_removed' };
      if (isCardExpired(card)) return { stop: 'expired' };
      const spent = await automaticSpendThisMonth(tx, rule.userId, rule.productId);
      const order = await createSavedCardOrder(tx, {
        userId: rule.userId,
        productId: rule.productId,
        quantity: rule.topUpQuantity,
        card,
        language: await userLanguage(tx, rule.userId),
        autoCrossing: job.crossing,
        maxAmount: Math.max(0, (rule.monthlyCap ?? 0) - spent),
      });
      return order ? { orderId: order.id } : { capReached: true };
    });
  } catch (err) {
    // Another worker made this crossing's order first.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * What a fall below the threshold leads to, run from the jobs table after the change that
 * caused it committed: the alert, then the automatic purchase with the saved card. A bank
 * that does not answer makes the job try again later (it resumes the same order).
 */
export async function handleLowBalance(deps: PaymentDeps, job: LowBalanceJob): Promise<void> {
  const rule = await findRule(deps.db, job.user_id, job.product_id);
  if (!rule) return;
  if (rule.alert) await sendAlert(deps, rule, job.crossing);
  if (!rule.topUpActive) return;

  const claim = await claimPurchase(deps, job);
  if (!claim) return;
  if ('stop' in claim) return stop(deps, rule, claim.stop);
  if ('capReached' in claim) {
    await writeTransaction(deps, async (tx, outbox) => {
      const params = { ...(await labelParams(tx, rule.productId)), cap: rule.monthlyCap ?? 0 };
      announce(
        outbox,
        await notify(tx, rule.userId, 'auto_top_up_cap', params, LAST_USED_LANGUAGE),
      );
    });
    return;
  }
  const lang = await userLanguage(deps.db, rule.userId);
  const outcome = await payWithSavedCard(deps, claim.orderId, {
    returnUrl: `${deps.config.publicUrl}/${lang}/my-balance`,
    retryWhenUnavailable: true,
  });
  if (outcome.kind === 'declined' || outcome.kind === 'expired') {
    await stop(deps, rule, outcome.reason === 'card_removed' ? 'card_removed' : outcome.kind);
  } else if (outcome.kind === 'confirm') {
    // Nobody is there to confirm it: the order lapses at the bank, and the user is asked to
    // buy once by hand.
    await stop(deps, rule, 'confirmation');
  }
}
