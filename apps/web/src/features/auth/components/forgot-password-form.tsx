import { passwordResetBodySchema } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { pagePath } from '../../../lib/i18n';
import { requestPasswordReset } from '../api/password-reset';
import { ResultMark, textLink } from './auth-shell';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const form = useSchemaForm(passwordResetBodySchema, { email: '' });
  const [sent, setSent] = useState(false);

  // The page's own words rather than the reply's: they follow a language switch made afterwards.
  const onSubmit = form.handleSubmit(async ({ email }) => {
    await requestPasswordReset(email);
    setSent(true);
  });

  const back = (
    <p className="mt-5 text-center">
      <Link to={pagePath('auth')} className={textLink}>
        {t('backToSignIn')}
      </Link>
    </p>
  );

  if (sent) {
    return (
      <section aria-labelledby="forgot-sent" className="text-center">
        <div className="flex justify-center">
          <ResultMark tone="success" />
        </div>
        <h1 id="forgot-sent" className="mt-4 text-2xl font-bold text-sand-900">
          {t('forgot.sentTitle')}
        </h1>
        <p role="status" className="mt-2 text-sand-700">
          {t('forgot.sentText')}
        </p>
        <p className="mt-2 text-sm text-sand-600">{t('forgot.sentHint')}</p>
        {back}
      </section>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="text-2xl font-bold text-sand-900">
        {t('forgot.title')}
      </h1>
      <p className="mt-1.5 text-sand-700">{t('forgot.text')}</p>
      <TextField
        {...form.field('email')}
        className="mt-6"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <SubmitButton pending={form.pending} className="mt-6">
        {form.pending ? t('forgot.sending') : t('forgot.submit')}
      </SubmitButton>
      {back}
    </form>
  );
}
