import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  connectionBack,
  noticeShown,
  useConnectionLost,
  whenConnectionMayBeBack,
} from '../../../lib/connection';

/**
 * Over the page while the server is out of reach: what the page shows may be out of date. The
 * page's reads are asked again when the browser is back online and every few seconds meanwhile;
 * the first answer takes the notice away.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('cabinet');
  const lost = useConnectionLost();
  const queryClient = useQueryClient();
  useEffect(noticeShown, []);
  useEffect(() => {
    if (!lost) return;
    return whenConnectionMayBeBack(() => {
      if (!navigator.onLine) return;
      // With nothing to ask, nothing would say the server answers again.
      if (queryClient.getQueryCache().findAll({ type: 'active' }).length === 0) connectionBack();
      else void queryClient.refetchQueries({ type: 'active' });
    });
  }, [lost, queryClient]);
  return (
    <div role="status" aria-live="polite">
      {lost && (
        <p className="mb-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t('connection.stale')}
        </p>
      )}
    </div>
  );
}
