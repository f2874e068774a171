import type { Card } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useUpdateCard } from '../api/update-card';
import { PIN_LENGTH, pinFormSchema } from '../pin-form';

/** Set or change the PIN asked at the pump; typed twice, never shown back. */
export function PinDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const { t } = useTranslation('cards');
  const update = useUpdateCard(card.id);
  const form = useSchemaForm(pinFormSchema, { pin: '', confirm_pin: '' });
  const save = form.handleSubmit(async (body) => {
    if (form.values.confirm_pin !== body.pin) {
      form.setFieldError('confirm_pin', { text: t('pin.mismatch') });
      const input = form.formRef.current?.elements.namedItem('confirm_pin');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    await update.mutateAsync(body);
    notify.success(t('pin.saved'));
    onClose();
  });
  const digits = {
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'new-password',
    maxLength: PIN_LENGTH,
  } as const;
  return (
    <Modal title={t('pin.title')} text={t('pin.text')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
        <TextField
          {...form.field('pin')}
          {...digits}
          label={t('pin.pin')}
          hint={t('pin.pinHint', { length: PIN_LENGTH })}
        />
        <TextField {...form.field('confirm_pin')} {...digits} label={t('pin.confirm')} />
        <FormProblem text={form.problem} />
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('form.save')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
