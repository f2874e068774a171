import { dashboardReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live-events';

/** GET /api/user/dashboard: a few of everything in one call; reloaded when a balance changes. */
export function useDashboard() {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['dashboard', language],
    queryFn: ({ signal }) =>
      apiRequest('/user/dashboard', { schema: dashboardReplySchema, language, signal }),
  });
  useLiveEvents((event) => {
    if (event.type === 'balance.changed' || event.type === 'refuel.completed') void query.refetch();
  });
  return query;
}
