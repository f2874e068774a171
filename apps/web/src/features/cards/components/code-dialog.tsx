import type { Card, CardCode } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useStations } from '../../../lib/catalog/stations';
import { useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { useCan } from '../../../lib/session';
import { useDrawCardCode } from '../api/card-codes';
import { codeFormSchema, leftNow, shortfall } from '../code-form';
import { useCardText } from '../hooks/use-card-text';

/** Asking for more from a refused code: its fuel, and how much more it needed, if known. */
export interface AskFor {
  productId: string;
  quantity?: number;
}

interface CodeDialogProps {
  card: Card;
  onDrawn(code: CardCode): void;
  /** A driver over the card's limit asks for more in one tap (this dialog closes). */
  onAskMore(ask: AskFor): void;
  onClose(): void;
}

/** Whether a refusal names this field (a station that does not sell the fuel answers 404). */
const names = (error: ApiError, field: string) =>
  typeof error.body === 'object' && !!error.body?.errors.some((e) => e.field === field);

/**
 * Six digits for the pump drawn on the card: one of its fuels (chosen already when it allows
 * one), a volume within what is left of its limits, and a station or any. Over a limit, a
 * driver is offered to ask for more there and then.
 */
export function CodeDialog({ card, onDrawn, onAskMore, onClose }: CodeDialogProps) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const asks = useCan('cards.ask');
  const draw = useDrawCardCode(card.id);
  const idempotency = useIdempotencyKey();
  const only = card.products.length === 1 ? (card.products[0]?.product_id ?? '') : '';
  const lastReading = card.vehicle_odometer_km;
  const form = useSchemaForm(codeFormSchema, {
    product_id: only,
    volume: '',
    station_id: '',
    odometer_km: lastReading == null ? '' : String(lastReading),
  });
  // Full unless said otherwise: the vehicle's consumption is counted from full tank to full tank.
  const [fullTank, setFullTank] = useState(true);
  const chosen = card.products.find((p) => p.product_id === form.values.product_id);
  const stations = useStations(form.values.product_id || undefined);
  /** Refused over a limit: what to ask for, offered under the form. */
  const [over, setOver] = useState<AskFor | null>(null);

  const focusVolume = () => {
    const input = form.formRef.current?.elements.namedItem('volume');
    if (input instanceof HTMLElement) input.focus();
  };

  const onSubmit = form.handleSubmit(async (checked) => {
    const body = card.vehicle_id ? { ...checked, full_tank: fullTank } : checked;
    setOver(null);
    const left = chosen ? leftNow(chosen) : null;
    const overLimit = () =>
      setOver({ productId: body.product_id, quantity: shortfall(body.volume, left) });
    // Checked here first for a quick answer; the server checks again on the card's own usage.
    if (chosen && left !== null && body.volume > left) {
      form.setFieldError('volume', {
        text: t('code.overLimit', { volume: text.volume(left, chosen.unit) }),
      });
      overLimit();
      focusVolume();
      return;
    }
    try {
      onDrawn(await idempotency.once(body, (key) => draw.mutateAsync({ body, key })));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server's message lands on the volume; the offer to ask for more comes under it.
      if (error.has('CARD_LIMIT_EXCEEDED')) overLimit();
      if (error.has('INSUFFICIENT_BALANCE')) {
        error.shownInline();
        form.setFieldError('volume', { text: t(`code.short.${card.funding}`) });
        focusVolume();
        return;
      }
      if (error.has('NOT_FOUND') && names(error, 'station_id')) {
        error.shownInline();
        form.setFieldError('station_id', { text: t('code.stationNoFuel') });
        return;
      }
      throw error;
    }
  });

  const unit = chosen ? t(`common:units.${chosen.unit}`) : '';
  return (
    <Modal title={t('code.title')} text={t('code.text')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          {...form.field('product_id')}
          // A station chosen for one fuel may not sell the next one.
          onChange={(event) => {
            setOver(null);
            form.reset({
              product_id: event.target.value,
              volume: form.values.volume,
              station_id: '',
              odometer_km: form.values.odometer_km,
            });
          }}
          label={t('code.product')}
          placeholder={only ? undefined : t('code.chooseProduct')}
          options={card.products.map((p) => ({ value: p.product_id, label: p.product_name }))}
        />
        <TextField
          {...form.field('volume')}
          label={chosen ? t('code.volume', { unit }) : t('code.volumePlain')}
          inputMode="decimal"
          autoComplete="off"
          hint={
            chosen
              ? `${t('card.today', { left: text.dayLeft(chosen) })} · ${t('card.month', {
                  left: text.monthLeft(chosen),
                })}`
              : undefined
          }
        />
        <SelectField
          {...form.field('station_id')}
          label={t('code.station')}
          placeholder={t('code.anyStation')}
          disabled={stations.isPending}
          options={(stations.data?.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name}, ${s.address}`,
          }))}
        />
        {card.vehicle_id && (
          <>
            <TextField
              {...form.field('odometer_km')}
              label={t('code.odometer', { plate: card.vehicle_plate ?? '' })}
              inputMode="numeric"
              autoComplete="off"
              hint={t('code.odometerHint')}
            />
            <label className="flex items-center gap-3 text-sand-800">
              <input
                type="checkbox"
                name="full_tank"
                className="size-5 accent-brand-600"
                checked={fullTank}
                onChange={(e) => setFullTank(e.target.checked)}
              />
              <span>{t('code.fullTank')}</span>
            </label>
          </>
        )}
        <FormProblem text={form.problem} />
        {over && asks && (
          <div className="rounded-2xl bg-accent-50 p-4 text-sm text-sand-800">
            <p>{t('code.askHint')}</p>
            <button
              type="button"
              onClick={() => onAskMore(over)}
              className={`${buttonClass('outline', 'lg')} mt-3 w-full sm:w-auto`}
            >
              {t('extra.askOpen')}
            </button>
          </div>
        )}
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {form.pending ? t('code.creating') : t('code.submit')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
