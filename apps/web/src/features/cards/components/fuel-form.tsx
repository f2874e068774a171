import type { ProductUnit } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { toNumber, useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { notify } from '../../../lib/toast';
import { useMoveFuel } from '../api/move-fuel';
import { fuelFormSchemas } from '../fuel-form';
import { useCardText } from '../hooks/use-card-text';

export type Direction = 'load' | 'unload';
export interface FuelSource {
  product_id: string;
  product_name: string;
  unit: ProductUnit;
  balance: number;
}

interface FuelFormProps {
  cardId: string;
  direction: Direction;
  sources: FuelSource[];
  onClose(): void;
}

/**
 * A product and a volume, checked against what is there; moving everything back sends no volume,
 * so the server moves whatever the card holds at that moment. One Idempotency-Key per intended
 * move: a double click or a retry after a lost reply moves fuel once.
 */
export function FuelForm({ cardId, direction, sources, onClose }: FuelFormProps) {
  const { t } = useTranslation('cards');
  const text = useCardText();
  const move = useMoveFuel(cardId, direction);
  const idempotency = useIdempotencyKey();
  const [movingAll, setMovingAll] = useState(false);
  const form = useSchemaForm(fuelFormSchemas[direction], {
    product_id: sources[0]?.product_id ?? '',
    volume: '',
  });
  const chosen = sources.find((s) => s.product_id === form.values.product_id) ?? sources[0];
  const available = chosen ? text.volume(chosen.balance, chosen.unit) : '';
  const load = direction === 'load';
  // More than there is: say how much there is (of this fuel, on the company's balance or on the
  // card), not the schema's far larger ceiling a volume like 999 999 also breaks.
  const tooMuch = load
    ? t('fuel.companyHas', { volume: available, product: chosen?.product_name ?? '' })
    : t('fuel.tooMuch', { volume: available });
  const volumeField = form.field('volume');
  const typed = toNumber(form.values.volume);
  const over = !!chosen && typed !== undefined && typed > chosen.balance;

  const send = async (body: { product_id: string; volume?: number }) => {
    const reply = await idempotency.once(body, (key) => move.mutateAsync({ body, key }));
    const volume = text.volume(reply.volume, chosen?.unit ?? 'L');
    notify.success(load ? t('fuel.loaded', { volume }) : t('fuel.unloaded', { volume }));
    onClose();
  };
  const save = form.handleSubmit(async (body) => {
    // Checked here for a quick answer; the server checks again on its own balances.
    if (chosen && body.volume > chosen.balance) {
      form.setFieldError('volume', { text: tooMuch });
      return;
    }
    await send(body);
  });
  const moveAll = async () => {
    if (movingAll || !chosen) return;
    setMovingAll(true);
    try {
      await send({ product_id: chosen.product_id });
    } catch {
      // The API client has shown why.
    } finally {
      setMovingAll(false);
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
      <SelectField
        {...form.field('product_id')}
        label={t('fuel.product')}
        options={sources.map((s) => ({ value: s.product_id, label: s.product_name }))}
      />
      <TextField
        {...volumeField}
        error={volumeField.error && over ? { text: tooMuch } : volumeField.error}
        label={t('fuel.quantity', { unit: t(`common:units.${chosen?.unit ?? 'L'}`) })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          chosen ? t(load ? 'fuel.onBalance' : 'fuel.onCard', { volume: available }) : undefined
        }
      />
      {!load && (
        <button
          type="button"
          onClick={() => void moveAll()}
          disabled={movingAll}
          aria-busy={movingAll || undefined}
          className={`${buttonClass('outline')} w-full`}
        >
          {movingAll && <Spinner />}
          {t('fuel.all', { volume: available })}
        </button>
      )}
      <FormProblem text={form.problem} />
      <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
        <SubmitButton pending={form.pending} className="sm:w-auto">
          {load ? t('fuel.loadSubmit') : t('fuel.unloadSubmit')}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
