import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthShell } from '../../features/auth/components/auth-shell';
import { Invitation } from '../../features/team/components/invitation';

/** /{lang}/team-invite/{id}/{token}: a company's invitation, opened signed in or not. */
export default function TeamInvitePage() {
  const { t } = useTranslation('team');
  const { id = '', token = '' } = useParams();
  return (
    <AuthShell title={t('invitation.title')}>
      <h1 className="mb-4 text-2xl font-bold text-sand-900">{t('invitation.title')}</h1>
      <Invitation id={id} token={token} />
    </AuthShell>
  );
}
