import { registerFormSchema } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { pagePath } from '../../../lib/i18n';
import { register } from '../api/register';
import { textLink } from './auth-shell';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** A new individual account; companies are opened by the retailer. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('account');
  // A page to come back to after signing in (an invitation) travels on to the sign-in page.
  const { state } = useLocation();
  const form = useSchemaForm(registerFormSchema, EMPTY);

  const onSubmit = form.handleSubmit(async ({ confirm_password: _, ...body }) => {
    // The page that replaces the form says it: a toast would only repeat it.
    await register(body);
    onRegistered(body.email);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="register-title">
      <h1 id="register-title" className="text-2xl font-bold text-sand-900">
        {t('register.title')}
      </h1>
      <p className="mt-1.5 text-sand-700">{t('register.text')}</p>
      <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('first_name')}
          label={t('register.firstName')}
          autoComplete="given-name"
        />
        <TextField
          {...form.field('last_name')}
          label={t('register.lastName')}
          autoComplete="family-name"
        />
        <TextField
          {...form.field('email')}
          className="sm:col-span-2"
          label={t('register.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          {...form.field('phone')}
          className="sm:col-span-2"
          label={t('register.phone')}
          hint={t('register.phoneHint')}
          type="tel"
          autoComplete="tel"
          placeholder="+374XXXXXXXX"
        />
        <TextField
          {...form.field('password')}
          className="sm:col-span-2"
          label={t('register.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          revealable
        />
        <TextField
          {...form.field('confirm_password')}
          className="sm:col-span-2"
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          revealable
        />
      </div>
      <SubmitButton pending={form.pending} className="mt-7">
        {form.pending ? t('register.sending') : t('register.submit')}
      </SubmitButton>
      <p className="mt-5 text-center text-sand-700">
        {t('register.haveAccount')}{' '}
        <Link to={pagePath('auth')} state={state} className={textLink}>
          {t('signIn')}
        </Link>
      </p>
    </form>
  );
}
