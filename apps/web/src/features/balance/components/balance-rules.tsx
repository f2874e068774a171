import {
  type BalanceRule,
  type BalanceRuleBody,
  balanceRuleBodySchema,
  type ProductBalance,
  type SavedCard,
} from '@fuel/contract';
import { type FormEvent, memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatAmd } from '../../../lib/format';
import {
  type FieldErrors,
  type Issue,
  schemaErrors,
  serverFieldErrors,
  toNumber,
} from '../../../lib/forms';
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

/** The form's number fields, by the path of the body each fills. */
const FIELD_AT: Record<string, string> = {
  threshold: 'threshold',
  'top_up.quantity': 'top_up_quantity',
  'top_up.monthly_cap': 'monthly_cap',
};
const FIELDS = Object.values(FIELD_AT);

/** The contract's problems, each on the field that holds the number (in the form's order). */
function problemsOf(body: unknown): FieldErrors {
  const result = balanceRuleBodySchema.safeParse(body);
  if (result.success) return {};
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: [FIELD_AT[(issue.path ?? []).join('.')] ?? ''],
  })) as Issue[];
  return schemaErrors(issues);
}

/** Text to the number the contract checks: "" is missing, "-5" is -5 (below the least), "x" NaN. */
const numberOf = (value: string) => toNumber(value) ?? Number.NaN;

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
  // What is wrong with the numbers, said under each (not in a toast that names no field).
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const draft = edits[productId] ?? draftOf(rule, usable);
  const set = (change: Partial<Draft>, field?: string) => {
    setEdits((all) => ({ ...all, [productId]: { ...draft, ...change } }));
    if (field && errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const showProblems = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };
  const unit = t(`common:units.${balances.find((b) => b.product_id === productId)?.unit ?? 'L'}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body: BalanceRuleBody = {
      threshold: numberOf(draft.threshold),
      alert: draft.alert,
      alert_email: draft.alertEmail,
      top_up: draft.topUp
        ? {
            quantity: numberOf(draft.quantity),
            card_id: draft.cardId,
            monthly_cap: numberOf(draft.cap),
            active: draft.active,
          }
        : null,
    };
    const found = problemsOf(body);
    if (Object.keys(found).length > 0) return showProblems(found);
    setErrors({});
    try {
      await save.mutateAsync({ productId, body });
      setEdits(({ [productId]: _, ...rest }) => rest);
      notify.success(t('rules.saved'));
    } catch (error) {
      // Fields the server named are marked here; anything else the API client shows.
      const byPath = serverFieldErrors(error, Object.keys(FIELD_AT));
      if (error instanceof ApiError) error.shownInline(Object.keys(byPath));
      showProblems(
        Object.fromEntries(Object.entries(byPath).map(([path, e]) => [FIELD_AT[path] ?? path, e])),
      );
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
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="rules-title">
      <SelectField
        name="rule_product"
        label={t('buy.product')}
        value={productId}
        onChange={(e) => {
          setProductId(e.target.value);
          setErrors({});
        }}
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
        error={errors.threshold}
        onChange={(e) => set({ threshold: e.target.value }, 'threshold')}
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
            error={errors.top_up_quantity}
            onChange={(e) => set({ quantity: e.target.value }, 'top_up_quantity')}
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
            error={errors.monthly_cap}
            onChange={(e) => set({ cap: e.target.value }, 'monthly_cap')}
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
