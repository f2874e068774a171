import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { useSetReceiptEmails } from '../api/set-receipt-emails';
import { SettingSwitch } from './setting-switch';

/** Each printed receipt by e-mail, with its PDF, on or off; saved as soon as it is pressed. */
export function ReceiptEmailsSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('profile');
  const set = useSetReceiptEmails();
  const toggle = async () => {
    try {
      const me = await set.mutateAsync(!on);
      notify.success(me.receipt_emails ? t('receiptEmails.on') : t('receiptEmails.off'));
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <SettingSwitch
      id="receipt-emails"
      title={t('receiptEmails.title')}
      text={t('receiptEmails.text')}
      on={on}
      pending={set.isPending}
      onToggle={() => void toggle()}
    />
  );
}
