import type { MeReply } from '@fuel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';
import { useMe } from '../../../lib/me';
import '../texts';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { NewsletterSwitch } from './newsletter-switch';
import { PasswordForm } from './password-form';
import { PictureCard } from './picture-card';

/** The details form starts again from what the server holds whenever that changes. */
const detailsKey = (me: MeReply) =>
  JSON.stringify([
    me.first_name,
    me.last_name,
    me.phone,
    me.company_name,
    me.tax_id,
    me.legal_address,
  ]);

/** Settings: picture, details, e-mail, password, newsletter, and removing the account. */
export function ProfilePage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('profile');
  const me = useMe();
  return (
    <>
      <title>{`${t('title')} · Fuel Cabinet`}</title>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <div className="mt-6 space-y-6">
        {me.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <div className="space-y-6" aria-hidden="true">
              {['a', 'b', 'c'].map((k) => (
                <div key={k} className="h-56 rounded-3xl bg-sand-100 motion-safe:animate-pulse" />
              ))}
            </div>
          </div>
        ) : me.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('error')}</p>
            <button
              type="button"
              onClick={() => void me.refetch()}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              <RefreshIcon className="size-4" />
              {t('retry')}
            </button>
          </div>
        ) : (
          <>
            <PictureCard current={me.data.profile_picture} />
            <DetailsForm key={detailsKey(me.data)} me={me.data} />
            <EmailForm current={me.data.email} />
            <PasswordForm />
            <NewsletterSwitch on={me.data.newsletter} />
            {extra}
            <DeleteAccount />
          </>
        )}
      </div>
    </>
  );
}
