import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { notify } from '../../../lib/toast';
import { useSendRequest } from '../api/send-request';
import { sendRequestFormSchema } from '../form-schemas';
import type { Kind } from '../kind';

/** Refusals that name no field but are about the ID entered. */
const ABOUT_THE_ID = ['ALREADY_CONNECTED', 'REQUEST_ALREADY_SENT'] as const;

/**
 * Send a friend (partner) request by the other user's public 7-digit ID. `onPending` hears of a
 * request left waiting for the other side (not one that met theirs and connected at once).
 */
export function AddByIdForm({ kind, onPending }: { kind: Kind; onPending(): void }) {
  const { t } = useTranslation('friends');
  const send = useSendRequest();
  const form = useSchemaForm(sendRequestFormSchema, { user_id: '' });
  const onSubmit = form.handleSubmit(async (body) => {
    const reply = await send.mutateAsync(body).catch((error: unknown) => {
      // "Already friends", "already asked": about the ID typed, so said under it, and only there.
      if (error instanceof ApiError && ABOUT_THE_ID.some((code) => error.has(code))) {
        error.shownInline();
        form.setFieldError('user_id', { text: error.message });
        return null;
      }
      throw error;
    });
    if (!reply) return;
    notify.success(reply.message || t('add.sent'));
    form.reset({ user_id: '' });
    if (reply.status === 'pending') onPending();
  });
  return (
    <section
      aria-labelledby="add-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="add-title" className="text-lg font-bold text-sand-900">
        {t(`${kind}.addTitle`)}
      </h2>
      <p className="mt-1 text-sm text-sand-600">{t(`${kind}.addText`)}</p>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4">
        <TextField
          {...form.field('user_id')}
          label={t('add.label')}
          hint={t('add.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
        />
        <SubmitButton pending={form.pending} className="mt-4">
          {t('add.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
