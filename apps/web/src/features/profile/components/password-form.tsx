import { type ChangePasswordBody, changePasswordFormSchema } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { Section } from './section';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const EMPTY: Record<Field, string> = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** The current password, then the new one twice (SPEC §5). */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useSchemaForm<Field, ChangePasswordBody>(changePasswordFormSchema, EMPTY);
  const save = async ({ current_password, new_password }: ChangePasswordBody) => {
    try {
      const reply = await change.mutateAsync({ current_password, new_password });
      notify.success(reply.message);
      form.reset();
    } catch (error) {
      // SPEC §5 names this message; the reason itself is on its field, not in a second toast
      // that would stack over this one.
      if (error instanceof ApiError) error.shownInline(['current_password', 'new_password']);
      notify.error(t('password.failed'));
      throw error;
    }
  };
  return (
    <Section id="password-title" title={t('password.title')} text={t('password.text')}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField
          {...form.field('current_password')}
          label={t('password.current')}
          autoComplete="current-password"
          revealable
          className="sm:col-span-2"
        />
        <TextField
          {...form.field('new_password')}
          label={t('password.new')}
          autoComplete="new-password"
          revealable
        />
        <TextField
          {...form.field('confirm_password')}
          label={t('password.confirm')}
          autoComplete="new-password"
          revealable
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('password.save')}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}
