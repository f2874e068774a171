import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { ConfirmEmailStatus } from '../../features/auth/components/confirm-email-status';

/** /{lang}/auth/confirm-email/{id}/{token}, the link of the confirmation e-mail. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { id = '', token = '' } = useParams();
  return (
    <AuthShell title={t('confirm.pageTitle')}>
      <ConfirmEmailStatus id={id} token={token} />
    </AuthShell>
  );
}
