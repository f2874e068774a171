import { type LoginReply, loginBodySchema } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormProblem } from '../../../components/ui/form-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { pagePath } from '../../../lib/i18n';
import { setSessionStatus } from '../../../lib/session';
import { login } from '../api/login';

export interface Challenge {
  reply: LoginReply;
  identifier: string;
}

interface LoginFormProps {
  identifier: string;
  onCodeSent: (challenge: Challenge) => void;
}

/** Step one of signing in: e-mail or phone and the password; the server then sends a code. */
export function LoginForm({ identifier, onCodeSent }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm(loginBodySchema, { identifier, password: '' });
  // An account whose address is not confirmed yet: what to do stays on the form instead of a
  // toast that fades (the server has mailed a new link, or did so a moment ago).
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setSessionStatus('loading');
    setUnconfirmed(null);
    try {
      const reply = await login(body);
      setSessionStatus('idle');
      onCodeSent({ reply, identifier: body.identifier });
    } catch (error) {
      setSessionStatus('error');
      if (error instanceof ApiError && error.has('EMAIL_NOT_CONFIRMED')) {
        setUnconfirmed(error.message);
        error.shownInline();
      }
      throw error;
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="login-title">
      <h2 id="login-title" className="text-2xl font-bold text-sand-900">
        {t('login.title')}
      </h2>
      <p className="mt-1.5 text-sand-700">{t('login.text')}</p>
      <div className="mt-6 space-y-5">
        <TextField
          {...form.field('identifier')}
          label={t('login.identifier')}
          hint={t('login.identifierHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          {...form.field('password')}
          label={t('login.password')}
          autoComplete="current-password"
          revealable
        />
      </div>
      <p className="mt-3 text-right">
        <Link
          to={pagePath('auth/forgot-password')}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </p>
      {unconfirmed && (
        <div className="mt-5">
          <FormProblem text={unconfirmed} />
        </div>
      )}
      <SubmitButton pending={form.pending} className="mt-5">
        {form.pending ? t('login.sending') : t('login.submit')}
      </SubmitButton>
      <p className="mt-5 text-center text-sand-700">
        {t('login.noAccount')}{' '}
        <Link
          to={pagePath('auth/register')}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}
