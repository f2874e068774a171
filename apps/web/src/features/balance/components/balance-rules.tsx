import type { BalanceRule, ProductBalance, SavedCard } from '@fuel/contract';
import { type FormEvent, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { formatAmd } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useBalanceRules, useDeleteBalanceRule, useSaveBalanceRule } from '../api/balance-rules';
import { cardLabel } from './saved-cards';

interface Draft {
  threshold: string;
  alert: boolean;
  alertEmail: boolean;
  topUp: boolean;
  quantity: string;
  cardId: string;
  cap: string;
  active: boolean;
}

function draftOf(rule: BalanceRule | undefined, cards: SavedCard[]): Draft {
  return {
    threshold: rule ? String(rule.threshold) : '',
    alert: rule?.alert ?? true,
    alertEmail: rule?.alert_email ?? false,
    topUp: !!rule?.top_up,
    quantity: rule?.top_up ? String(rule.top_up.quantity) : '',
    cardId: rule?.top_up?.card_id ?? cards[0]?.id ?? '',
    cap: rule?.top_up ? String(rule.top_up.monthly_cap) : '',
    active: rule?.top_up?.active ?? true,
  };
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

/** Low-balance alert and automatic top-up, one product at a time. */
export const BalanceRules = memo(function BalanceRules({
  balances,
  cards,
}: {
  balances: ProductBalance[];
  cards: SavedCard[];
}) {
  const { t } = useTranslation('balance');
  const language = useLanguage();
  const rules = useBalanceRules();
  const save = useSaveBalanceRule();
  const remove = useDeleteBalanceRule();
  const [productId, setProductId] = useState(balances[0]?.product_id ?? '');
  const rule = rules.data?.data.find((r) => r.product_id === productId);
  const usable = cards.filter((c) => !c.expired);
  const [edits, setEdits] = useState<Record<string, Draft>>({});
  const [confirming, setConfirming] = useState(false);
  const draft = edits[productId] ?? draftOf(rule, usable);
  const set = (change: Partial<Draft>) =>
    setEdits((all) => ({ ...all, [productId]: { ...draft, ...change } }));
  const unit = t(`common:units.${balances.find((b) => b.product_id === productId)?.unit ?? 'L'}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        productId,
        body: {
          threshold: whole(draft.threshold),
          alert: draft.alert,
          alert_email: draft.alertEmail,
          top_up: draft.topUp
            ? {
                quantity: whole(draft.quantity),
                card_id: draft.cardId,
                monthly_cap: whole(draft.cap),
                active: draft.active,
              }
            : null,
        },
      });
      setEdits(({ [productId]: _, ...rest }) => rest);
      notify.success(t('rules.saved'));
    } catch {
      // The API client has shown why.
    }
  };
  const onRemove = async () => {
    try {
      const reply = await remove.mutateAsync(productId);
      setEdits(({ [productId]: _, ...rest }) => rest);
      notify.success(reply.message);
    } catch {
      // The API client has shown why.
    } finally {
      setConfirming(false);
    }
  };

  const top = rule?.top_up;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="rules-title">
      <SelectField
        name="rule_product"
        label={t('buy.product')}
        value={productId}
        onChange={(e) => setProductId(e.target.value)}
        options={balances.map((b) => ({ value: b.product_id, label: b.product_name }))}
      />
      {top && !top.active && top.stopped_reason && (
        <p role="status" className="mt-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
          {t(`rules.stopped.${top.stopped_reason}`)}
        </p>
      )}
      <TextField
        name="threshold"
        className="mt-4"
        label={t('rules.threshold', { unit })}
        inputMode="numeric"
        autoComplete="off"
        value={draft.threshold}
        onChange={(e) => set({ threshold: e.target.value })}
        hint={t('rules.thresholdHint')}
      />
      <Check label={t('rules.alert')} checked={draft.alert} onChange={(alert) => set({ alert })} />
      <Check
        label={t('rules.alertEmail')}
        checked={draft.alertEmail}
        onChange={(alertEmail) => set({ alertEmail })}
      />
      <Check
        label={t('rules.topUp')}
        checked={draft.topUp}
        disabled={usable.length === 0}
        onChange={(topUp) => set({ topUp })}
      />
      {usable.length === 0 && <p className="mt-1 text-sm text-sand-600">{t('rules.noCards')}</p>}
      {draft.topUp && usable.length > 0 && (
        <fieldset className="mt-4 space-y-4 rounded-2xl border border-sand-200 p-4">
          <legend className="px-1 text-sm font-semibold text-sand-800">
            {t('rules.topUpLegend')}
          </legend>
          <TextField
            name="top_up_quantity"
            label={t('rules.quantity', { unit })}
            inputMode="numeric"
            autoComplete="off"
            value={draft.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
          />
          <SelectField
            name="top_up_card"
            label={t('rules.card')}
            value={draft.cardId}
            onChange={(e) => set({ cardId: e.target.value })}
            options={usable.map((c) => ({ value: c.id, label: cardLabel(c) }))}
          />
          <TextField
            name="monthly_cap"
            label={t('rules.cap')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.cap}
            onChange={(e) => set({ cap: e.target.value })}
            hint={
              top
                ? t('rules.spent', { amount: formatAmd(top.spent_this_month, language) })
                : undefined
            }
          />
          <Check
            label={t('rules.active')}
            checked={draft.active}
            onChange={(active) => set({ active })}
          />
        </fieldset>
      )}
      <SubmitButton pending={save.isPending} className="mt-5">
        {t('rules.save')}
      </SubmitButton>
      {rule && (
        <button
          type="button"
          className="mt-3 min-h-11 w-full rounded-xl font-semibold text-red-700 hover:bg-red-50"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('rules.remove')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('rules.confirmTitle')}
        confirmLabel={t('rules.confirmYes')}
        cancelLabel={t('rules.confirmNo')}
        pending={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      >
        {t('rules.confirmText')}
      </ConfirmDialog>
    </form>
  );
});

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="mt-4 flex items-center gap-3 text-sand-800">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
