import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { ADD_CARD_START, addCardFormSchema } from '../add-form';
import { useAddCard } from '../api/add-card';

/** Add a card the company already holds: the number on its face and the code on its carrier. */
export function AddCardDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('cards');
  const add = useAddCard();
  const form = useSchemaForm(addCardFormSchema, ADD_CARD_START);
  const save = form.handleSubmit(async (body) => {
    const card = await add.mutateAsync(body);
    notify.success(t('add.added', { number: card.number_masked }));
    onClose();
  });
  return (
    <Modal title={t('add.title')} text={t('add.text')} onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={save} className="space-y-4">
        <TextField
          {...form.field('number')}
          label={t('add.number')}
          hint={t('add.numberHint')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          {...form.field('activation_code')}
          label={t('add.code')}
          hint={t('add.codeHint')}
          autoComplete="one-time-code"
        />
        <FormProblem text={form.problem} />
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('add.submit')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}
