import { resendRegisterBodySchema } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { resendConfirmation } from '../api/resend-register';

/** A new confirmation link for an address, when the old one expired or was mistyped. */
export function ResendLinkForm() {
  const { t } = useTranslation('account');
  const form = useSchemaForm(resendRegisterBodySchema, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    notify.success((await resendConfirmation(email)).message);
    form.reset();
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-link-title"
      className="mt-6 border-t border-sand-200 pt-6"
    >
      <h2 id="new-link-title" className="font-semibold text-sand-900">
        {t('confirm.newLinkTitle')}
      </h2>
      <TextField
        {...form.field('email')}
        className="mt-3"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <SubmitButton pending={form.pending} className="mt-4">
        {t('confirm.newLinkSubmit')}
      </SubmitButton>
    </form>
  );
}
