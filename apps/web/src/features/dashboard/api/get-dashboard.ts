import { dashboardReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live-events';

const RELOAD_ON = new Set(['balance.changed', 'refuel.completed', 'relation.changed']);

/**
 * GET /api/user/dashboard: a few of everything in one call; reloaded when a balance or a
 * relation changes.
 */
export function useDashboard() {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['dashboard', language],
    queryFn: ({ signal }) =>
      apiRequest('/user/dashboard', { schema: dashboardReplySchema, language, signal }),
  });
  useLiveEvents((event) => {
    // A transfer changes a balance; a friend accepted or removed changes the friends block.
    if (RELOAD_ON.has(event.type)) void query.refetch();
  });
  return query;
}
