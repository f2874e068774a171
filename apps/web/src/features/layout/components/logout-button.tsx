import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import '../texts';
import { LogoutIcon } from './nav-icons';

interface LogoutButtonProps {
  onLogout: () => void;
  pending: boolean;
  className: string;
}

export function LogoutButton({ onLogout, pending, className }: LogoutButtonProps) {
  const { t } = useTranslation('cabinet');
  return (
    <button
      type="button"
      onClick={onLogout}
      disabled={pending}
      aria-busy={pending || undefined}
      className={className}
    >
      {pending ? <Spinner /> : <LogoutIcon className="size-5 shrink-0" />}
      {t('nav.logout')}
    </button>
  );
}
