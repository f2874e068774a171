import { type NotificationsReply, notificationsRoutes } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { PAGE_SIZE } from '../unread';

export function getNotifications(
  page: number,
  limit: number,
  language: string,
  signal?: AbortSignal,
): Promise<NotificationsReply> {
  return callApi(
    notificationsRoutes.list,
    { query: { offset: page, limit } },
    { language, signal },
  );
}

/** One page of messages, texts in the interface language. */
export function useNotifications(page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.notifications, 'page', language, page],
    queryFn: ({ signal }) => getNotifications(page, PAGE_SIZE, language, signal),
    placeholderData: keepPreviousData,
  });
}
