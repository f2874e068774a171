import {
  type Product,
  type ProductUnit,
  paymentRegisterBodySchema,
  type SavedCard,
} from '@fuel/contract';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { amountFor, formatAmd } from '../../../lib/format';
import { preparing, toNumber, useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { useLanguage } from '../../../lib/i18n';
import { saidOnPage } from '../../../lib/toast';
import { registerPayment } from '../api/register-payment';
import { buyWithSavedCard } from '../api/saved-cards';
import { useVolume } from '../hooks/use-unit';
import { type PaymentTone, paymentTone } from '../payment-return';
import { cardLabel } from './saved-cards';

/** The answer to a purchase with a saved card, kept under the form until the next one. */
interface Paid {
  tone: PaymentTone;
  message: string;
  balance: number | null;
  unit: ProductUnit;
}

const PAID_TONES: Record<PaymentTone, string> = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  pending: 'border-accent-300 bg-accent-100 text-sand-900',
};

const buySchema = preparing(paymentRegisterBodySchema, (v) => ({
  product_id: v.product_id ?? '',
  quantity: toNumber(v.quantity),
}));

/**
 * Buy fuel by card: whole units, the amount shown before paying, then the bank's page, or in
 * one step with a saved card (the bank's 3-D Secure page only when it asks).
 */
export const BuyFuelForm = memo(function BuyFuelForm({
  products,
  cards = [],
  onPaid,
}: {
  products: Product[];
  cards?: SavedCard[] | undefined;
  onPaid?: () => void;
}) {
  const { t } = useTranslation('balance');
  const language = useLanguage();
  const form = useSchemaForm(buySchema, { product_id: products[0]?.id ?? '', quantity: '' });
  const idempotency = useIdempotencyKey();
  const [leaving, setLeaving] = useState(false);
  const usable = cards.filter((c) => !c.expired);
  const [payWith, setPayWith] = useState<string>('');
  const cardId = usable.some((c) => c.id === payWith) ? payWith : '';
  const [saveCard, setSaveCard] = useState(false);
  const [paid, setPaid] = useState<Paid | null>(null);
  const volume = useVolume();
  const product = products.find((p) => p.id === form.values.product_id);
  const unit = product ? t(`common:units.${product.unit}`) : '';
  const amount = product ? amountFor(form.values.quantity, product.price) : null;

  const onSubmit = form.handleSubmit(async (body) => {
    setPaid(null);
    if (cardId) {
      const order = { ...body, card_id: cardId };
      const reply = await idempotency.once(order, (key) => buyWithSavedCard(order, key));
      if (reply.redirect_url) {
        setLeaving(true);
        window.location.assign(reply.redirect_url);
        return;
      }
      // Answered: the form starts again, so that a second press is a second purchase on purpose,
      // and the answer stays under it (not a toast gone in seconds).
      form.reset({ product_id: body.product_id });
      // The live message saying the same arrives a moment later: no toast repeats it.
      saidOnPage(reply.message);
      setPaid({
        tone: paymentTone(reply.state),
        message: reply.message,
        balance: reply.balance,
        unit: product?.unit ?? 'L',
      });
      onPaid?.();
      return;
    }
    const order = { ...body, save_card: saveCard };
    const reply = await idempotency.once(order, (key) => registerPayment(order, key), {
      keepAfterSuccess: true,
    });
    // The page stays busy until the browser has left for the bank's page.
    setLeaving(true);
    window.location.assign(reply.formUrl);
  });

  if (products.length === 0) {
    return <p className="rounded-2xl bg-sand-100 p-4 text-sand-700">{t('buy.noProducts')}</p>;
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="buy-title">
      <SelectField
        {...form.field('product_id')}
        label={t('buy.product')}
        options={products.map((p) => ({ value: p.id, label: p.name }))}
      />
      <TextField
        {...form.field('quantity')}
        className="mt-4"
        label={t('buy.quantity', { unit })}
        inputMode="numeric"
        autoComplete="off"
        hint={
          product ? t('buy.price', { price: formatAmd(product.price, language), unit }) : undefined
        }
      />
      {usable.length > 0 && (
        <SelectField
          name="card_id"
          className="mt-4"
          label={t('buy.payWith')}
          value={cardId}
          onChange={(e) => setPayWith(e.target.value)}
          options={[
            { value: '', label: t('buy.newCard') },
            ...usable.map((c) => ({ value: c.id, label: cardLabel(c) })),
          ]}
        />
      )}
      {!cardId && (
        <label className="mt-4 flex items-center gap-3 text-sand-800">
          <input
            type="checkbox"
            name="save_card"
            className="size-5 accent-brand-600"
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
          />
          <span>{t('buy.saveCard')}</span>
        </label>
      )}
      <div
        className="mt-4 flex items-baseline justify-between rounded-2xl bg-brand-50 px-4 py-3"
        aria-live="polite"
      >
        <span className="text-sm font-semibold text-brand-800">{t('buy.amount')}</span>
        <span className="text-2xl font-bold text-brand-700 tabular-nums" data-testid="buy-amount">
          {amount === null ? '—' : formatAmd(amount, language)}
        </span>
      </div>
      <SubmitButton pending={form.pending || leaving} className="mt-5">
        {form.pending || leaving
          ? t('buy.registering')
          : amount === null
            ? t('buy.payPlain')
            : t('buy.pay', { amount: formatAmd(amount, language) })}
      </SubmitButton>
      <p className="mt-3 text-center text-xs text-sand-600">
        {cardId ? t('buy.savedSecure') : t('buy.secure')}
      </p>
      <div role="status" aria-live="polite">
        {paid && (
          <p className={`mt-4 rounded-2xl border px-4 py-3 ${PAID_TONES[paid.tone]}`}>
            {paid.message}
            {paid.tone === 'success' && paid.balance !== null && (
              <span className="mt-1 block font-semibold">
                {t('payment.balanceNow', { balance: volume(paid.balance, paid.unit) })}
              </span>
            )}
          </p>
        )}
      </div>
    </form>
  );
});
