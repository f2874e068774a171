import { passwordResetFormSchema } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, useSchemaForm } from '../../../lib/forms';
import { pagePath } from '../../../lib/i18n';
import { useResetLinkCheck } from '../api/password-reset-check';
import { confirmPasswordReset } from '../api/password-reset-confirm';
import { linkButton, ResultMark, textLink } from './auth-shell';

type Outcome = { kind: 'done'; message: string } | { kind: 'invalid' } | null;

/** The address's id or token failed validation (the password fields are checked on the page). */
const hasLinkFieldErrors = (error: ApiError) =>
  Object.keys(serverFieldErrors(error, ['id', 'token'])).length > 0;

/** A new password for the account of the link; every session of the account then ends. */
export function ResetPasswordForm({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('account');
  const form = useSchemaForm(passwordResetFormSchema, { new_password: '', confirm_password: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A used, expired or mangled link is said as the page opens, above the form, not only after
  // two passwords have been typed (a submit still ends on the page that offers a new link).
  const check = useResetLinkCheck(id, token);
  const refusedAtOnce =
    check.error instanceof ApiError &&
    (check.error.has('LINK_INVALID') || hasLinkFieldErrors(check.error));

  const onSubmit = form.handleSubmit(async ({ new_password }) => {
    try {
      const reply = await confirmPasswordReset(id, token, new_password);
      setOutcome({ kind: 'done', message: reply.message });
    } catch (error) {
      // A link cut short or mangled in the mail fails the address's own check: the same "ask for
      // a new link" as a used or expired one, rather than a bare "invalid value".
      if (error instanceof ApiError && (error.has('LINK_INVALID') || hasLinkFieldErrors(error))) {
        error.shownInline();
        return setOutcome({ kind: 'invalid' });
      }
      throw error;
    }
  });

  if (outcome) {
    const done = outcome.kind === 'done';
    return (
      <section aria-labelledby="reset-result" className="text-center">
        <div className="flex justify-center">
          <ResultMark tone={done ? 'success' : 'problem'} />
        </div>
        <h1 id="reset-result" className="mt-4 text-2xl font-bold text-sand-900">
          {done ? t('reset.doneTitle') : t('reset.invalidTitle')}
        </h1>
        <p role="status" className="mt-2 text-sand-700">
          {done ? outcome.message : t('reset.invalidText')}
        </p>
        <Link
          to={pagePath(done ? 'auth' : 'auth/forgot-password')}
          className={`mt-6 ${linkButton}`}
        >
          {done ? t('signIn') : t('reset.newLink')}
        </Link>
      </section>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <h1 id="reset-title" className="text-2xl font-bold text-sand-900">
        {t('reset.title')}
      </h1>
      <p className="mt-1.5 text-sand-700">{t('reset.text')}</p>
      {refusedAtOnce && (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t('reset.invalidTitle')}</p>
          <p className="mt-1">{t('reset.invalidText')}</p>
          <Link to={pagePath('auth/forgot-password')} className={`mt-2 inline-block ${textLink}`}>
            {t('reset.newLink')}
          </Link>
        </div>
      )}
      <div className="mt-6 space-y-5">
        <TextField
          {...form.field('new_password')}
          label={t('reset.newPassword')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          revealable
        />
        <TextField
          {...form.field('confirm_password')}
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          revealable
        />
      </div>
      <SubmitButton pending={form.pending} className="mt-6">
        {form.pending ? t('reset.sending') : t('reset.submit')}
      </SubmitButton>
      <p className="mt-5 text-center">
        <Link to={pagePath('auth')} className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </form>
  );
}
