import { changeEmailBodySchema } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { Section } from './section';

type Field = 'new_email' | 'password';

/** A new address, confirmed by a link sent to it; the old one stays until then. */
export function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation('profile');
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<Field, Record<Field, string>>(changeEmailBodySchema, {
    new_email: '',
    password: '',
  });
  const save = async (body: Record<Field, string>) => {
    const reply = await change.mutateAsync(body);
    notify.success(reply.message);
    setSentTo(body.new_email);
    form.reset();
  };
  return (
    <Section id="email-title" title={t('email.title')} text={t('email.text', { email: current })}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField
          {...form.field('new_email')}
          label={t('email.new')}
          type="email"
          autoComplete="email"
        />
        <TextField
          {...form.field('password')}
          label={t('email.password')}
          autoComplete="current-password"
          revealable
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('email.save')}
          </SubmitButton>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm text-brand-800">
        {sentTo ? t('email.sent', { email: sentTo }) : ''}
      </p>
    </Section>
  );
}
