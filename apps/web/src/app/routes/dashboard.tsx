import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../features/layout/components/coming-soon';
import { SectionLinks } from '../../features/layout/components/section-links';
import { useSession } from '../../lib/session';

/** Main: greets the user; balances and history arrive with their features. */
export default function Dashboard() {
  const { t } = useTranslation('cabinet');
  const { userType, userInfo } = useSession();
  const name = userInfo?.fullname ?? '';
  return (
    <>
      <title>{`${t('pages.dashboard.title')} · Fuel Cabinet`}</title>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">
        {name ? t('dashboard.greeting', { name }) : t('pages.dashboard.title')}
      </h1>
      <p className="mt-2 text-sand-700">{t('dashboard.text')}</p>
      <ComingSoon page="dashboard" withTitle={false} />
      {userType && <SectionLinks userType={userType} />}
    </>
  );
}
