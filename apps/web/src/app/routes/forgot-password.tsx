import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AuthShell title={t('forgot.title')}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
