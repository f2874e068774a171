import {
  type ChangeDetailsBody,
  changeDetailsBodySchema,
  companyDetailsFormSchema,
  type MeReply,
} from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useChangeDetails } from '../api/change-details';
import { Section } from './section';

type Field = 'first_name' | 'last_name' | 'phone' | 'company_name' | 'tax_id' | 'legal_address';

/**
 * Name and phone; a company also keeps its name, tax ID and legal address here, and the names
 * are those of its contact person. The e-mail and ID are shown, changed elsewhere or never.
 */
export function DetailsForm({ me }: { me: MeReply }) {
  const { t } = useTranslation('profile');
  const change = useChangeDetails();
  const company = me.user_type === 'company';
  const person = { first_name: me.first_name, last_name: me.last_name, phone: me.phone ?? '' };
  // An individual's form has no company fields, so none is ever sent for one.
  const form = useSchemaForm<Field, ChangeDetailsBody>(
    company ? companyDetailsFormSchema : changeDetailsBodySchema,
    company
      ? {
          company_name: me.company_name ?? '',
          tax_id: me.tax_id ?? '',
          legal_address: me.legal_address ?? '',
          ...person,
        }
      : (person as Record<Field, string>),
  );
  const save = async (body: ChangeDetailsBody) => {
    await change.mutateAsync(body);
    notify.success(t('details.saved'));
  };
  return (
    <Section id="details-title" title={t(company ? 'details.companyTitle' : 'details.title')}>
      <dl className="mb-5 grid grid-cols-1 gap-3 rounded-2xl bg-sand-50 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-sand-600">{t('details.userId')}</dt>
          <dd className="font-semibold text-sand-900 tabular-nums">{me.id}</dd>
        </div>
        <div>
          <dt className="text-sm text-sand-600">{t('details.email')}</dt>
          <dd className="font-semibold break-words text-sand-900">{me.email}</dd>
        </div>
      </dl>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        {company && (
          <>
            <TextField
              {...form.field('company_name')}
              label={t('details.companyName')}
              autoComplete="organization"
              className="sm:col-span-2"
            />
            <TextField
              {...form.field('tax_id')}
              label={t('details.taxId')}
              hint={t('details.taxIdHint')}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              {...form.field('legal_address')}
              label={t('details.legalAddress')}
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <h3 className="mt-2 font-semibold text-sand-900 sm:col-span-2">
              {t('details.contact')}
            </h3>
          </>
        )}
        <TextField
          {...form.field('first_name')}
          label={t('details.firstName')}
          autoComplete="given-name"
        />
        <TextField
          {...form.field('last_name')}
          label={t('details.lastName')}
          autoComplete="family-name"
        />
        <TextField
          {...form.field('phone')}
          label={t('details.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('details.phoneHint')}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {t('details.save')}
          </SubmitButton>
        </div>
      </form>
    </Section>
  );
}
