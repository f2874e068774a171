import { changeDetailsBodySchema, type MeReply } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { type DetailsBody, useChangeDetails } from '../api/change-details';
import { Section } from './section';

/** Name and phone; the e-mail and ID are shown, changed elsewhere or never. */
export function DetailsForm({ me }: { me: MeReply }) {
  const { t } = useTranslation('profile');
  const change = useChangeDetails();
  const form = useSchemaForm<keyof DetailsBody, DetailsBody>(changeDetailsBodySchema, {
    first_name: me.first_name,
    last_name: me.last_name,
    phone: me.phone ?? '',
  });
  const save = async (body: DetailsBody) => {
    await change.mutateAsync(body);
    notify.success(t('details.saved'));
  };
  return (
    <Section id="details-title" title={t('details.title')}>
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
