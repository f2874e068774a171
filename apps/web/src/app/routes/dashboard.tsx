import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/page-title';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useSession } from '../../lib/session';

/** Main (both user types): a greeting over the overview. */
export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { userType, userInfo } = useSession();
  const name = userInfo?.fullname ?? '';
  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">
        {name ? t('greeting', { name }) : t('title')}
      </h1>
      <p className="mt-2 text-sand-700">{t('text')}</p>
      {userType && <DashboardPage userType={userType} />}
    </>
  );
}
