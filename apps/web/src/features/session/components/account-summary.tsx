import { useTranslation } from 'react-i18next';
import { useMe } from '../api/get-me';

/** What the cabinet knows about the signed-in user, read-only until profile editing opens. */
export function AccountSummary() {
  const { t } = useTranslation('cabinet');
  const { data: me } = useMe();
  if (!me) return null;
  const rows = [
    [t('profile.name'), me.full_name],
    [t('profile.userId'), String(me.id)],
    [t('profile.email'), me.email],
    [t('profile.phone'), me.phone ?? '—'],
  ] as const;
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-2xl border border-sand-200 bg-white p-5"
    >
      <h2 id="account-title" className="font-semibold text-sand-900">
        {t('profile.details')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-sand-600">{label}</dt>
            <dd className="font-medium break-words text-sand-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
