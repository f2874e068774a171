import { CARD_EXTRA_LIMITS, type Card, type CardExtraAskBody } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useAskExtra } from '../api/card-extras';
import { askFormSchema } from '../extra-form';

interface AskExtraDialogProps {
  card: Card;
  /** Asked from a refused refuel code: its fuel, and how much more it needed. */
  productId?: string;
  quantity?: number;
  onClose(): void;
}

/**
 * A driver refused over a limit asks for more in one step: the card's fuel is chosen already
 * when it allows one (or the refused code's fuel), so what is left to type is how much and why.
 */
export function AskExtraDialog({ card, productId, quantity, onClose }: AskExtraDialogProps) {
  const { t } = useTranslation('cards');
  const ask = useAskExtra(card.id);
  const only = card.products.length === 1 ? (card.products[0]?.product_id ?? '') : '';
  const form = useSchemaForm<string, CardExtraAskBody>(askFormSchema, {
    product_id: productId ?? only,
    quantity: quantity === undefined ? '' : String(quantity),
    reason: '',
  });
  const send = form.handleSubmit(async (body) => {
    await ask.mutateAsync(body);
    notify.success(t('extra.sent'));
    onClose();
  });
  return (
    <Modal title={t('extra.askTitle')} text={t('extra.askText')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={send} className="space-y-4">
        <SelectField
          {...form.field('product_id')}
          label={t('extra.product')}
          placeholder={t('extra.chooseProduct')}
          options={card.products.map((p) => ({ value: p.product_id, label: p.product_name }))}
        />
        <TextField
          {...form.field('quantity')}
          label={t('extra.quantity')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('extra.quantityHint', { max: CARD_EXTRA_LIMITS.quantityMax })}
        />
        <TextField
          {...form.field('reason')}
          label={t('extra.reason')}
          autoComplete="off"
          maxLength={CARD_EXTRA_LIMITS.reasonMax}
        />
        <FormProblem text={form.problem} />
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('extra.send')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
