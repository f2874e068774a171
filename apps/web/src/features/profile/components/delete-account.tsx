import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import type { FieldError } from '../../../lib/forms';
import { endSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { Section } from './section';

/** Removing the account asks for the password inside a confirmation (SPEC §5). */
export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const confirm = async () => {
    if (!password) {
      setError({ key: 'validation:required', params: {} });
      return;
    }
    try {
      const reply = await remove.mutateAsync(password);
      // The session is over on the server; the router takes the user to sign in.
      endSession('logout');
      notify.success(reply.message);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      if (message) setError({ text: message });
    }
  };
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };
  return (
    <Section id="delete-title" title={t('delete.title')} text={t('delete.text')} tone="danger">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-11 items-center rounded-full border border-red-700 px-5 font-semibold text-red-700 hover:bg-red-50"
      >
        {t('delete.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('delete.confirmTitle')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <p>{t('delete.warning')}</p>
        <TextField
          name="password"
          label={t('delete.password')}
          autoComplete="current-password"
          revealable
          value={password}
          error={error}
          className="mt-4"
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void confirm();
          }}
        />
      </ConfirmDialog>
    </Section>
  );
}
