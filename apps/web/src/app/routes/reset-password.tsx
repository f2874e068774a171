import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /{lang}/auth/reset-password/{id}/{token}, the link of the reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { id = '', token = '' } = useParams();
  return (
    <AuthShell title={t('reset.title')}>
      <ResetPasswordForm id={id} token={token} />
    </AuthShell>
  );
}
