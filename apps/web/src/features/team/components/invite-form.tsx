import { TEAM_INVITE_DAYS, type TeamRole } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useSendInvite } from '../api/send-invite';
import { inviteFormSchema } from '../invite-form-schema';

/** A refusal about the person named: said under the e-mail, and only there. */
const ABOUT_THE_PERSON = ['ALREADY_MEMBER'] as const;

/**
 * Invite a person by e-mail (and SMS with a phone) to act for the company in a role the actor
 * may give. Problems land under their fields, the contract's and the server's alike.
 */
export function InviteForm({ roles }: { roles: TeamRole[] }) {
  const { t } = useTranslation('team');
  const send = useSendInvite();
  const initial = { email: '', phone: '', role: roles.includes('driver') ? 'driver' : '' };
  const form = useSchemaForm(inviteFormSchema, initial);
  const onSubmit = form.handleSubmit(async (body) => {
    const reply = await send.mutateAsync(body).catch((error: unknown) => {
      if (error instanceof ApiError && ABOUT_THE_PERSON.some((code) => error.has(code))) {
        error.shownInline();
        form.setFieldError('email', { text: error.message });
        return null;
      }
      throw error;
    });
    if (!reply) return;
    notify.success(t('invite.sent', { email: reply.email }));
    form.reset();
  });
  const role = form.values.role as TeamRole | '';
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="invite-title" className="text-lg font-bold text-sand-900">
        {t('invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-sand-600">{t('invite.text', { days: TEAM_INVITE_DAYS })}</p>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <TextField
          {...form.field('email')}
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        <TextField
          {...form.field('phone')}
          label={t('invite.phone')}
          hint={t('invite.phoneHint')}
          type="tel"
          autoComplete="off"
          maxLength={20}
        />
        <SelectField
          {...form.field('role')}
          label={t('invite.role')}
          options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          hint={role ? t(`roleHelp.${role}`) : undefined}
        />
        <SubmitButton pending={form.pending} className="sm:w-auto sm:justify-self-start">
          {t('invite.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
