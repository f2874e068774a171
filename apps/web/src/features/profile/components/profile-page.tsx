import type { MeReply } from '@fuel/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-list';
import { useMe } from '../../../lib/me';
import { useCan } from '../../../lib/session';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { NewsletterSwitch } from './newsletter-switch';
import { PasswordForm } from './password-form';
import { PictureCard } from './picture-card';
import { ReceiptEmailsSwitch } from './receipt-emails-switch';

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

/**
 * Settings: picture, details, e-mail, password, receipts by e-mail, newsletter, and removing the
 * account.
 */
export function ProfilePage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('profile');
  const me = useMe();
  // Someone acting for a company changes only what their role allows (DESIGN §5.8): the
  // company's details with `company.edit`, its login and the account itself as its owner.
  const edits = useCan('company.edit');
  const owns = useCan('account.close');
  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700">{t('subtitle')}</p>
      <div className="mt-6 space-y-6">
        <QueryState
          query={me}
          loading={t('loading')}
          error={t('error')}
          skeleton={{ className: 'space-y-6', tile: 'h-56 rounded-3xl' }}
        >
          {(data) => (
            <>
              {!edits && (
                <p className="rounded-2xl bg-brand-50 p-4 text-brand-900">
                  {t('memberNote', { name: data.full_name })}
                </p>
              )}
              {edits && <PictureCard current={data.profile_picture} />}
              {edits && <DetailsForm key={detailsKey(data)} me={data} />}
              {owns && <EmailForm current={data.email} />}
              {owns && <PasswordForm />}
              {edits && <ReceiptEmailsSwitch on={data.receipt_emails} />}
              {edits && <NewsletterSwitch on={data.newsletter} />}
              {extra}
              {owns && <DeleteAccount />}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
