import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegisterSuccess } from '../../features/auth/components/register-success';

/** /{lang}/auth/register: the form, then "we sent you a link" with a resend. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthShell title={t('register.title')}>
      {email ? <RegisterSuccess email={email} /> : <RegisterForm onRegistered={setEmail} />}
    </AuthShell>
  );
}
