import { notificationsReplySchema } from '@fuel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type MessagesPage, PAGE_SIZE } from '../unread';

/** Every cached page of messages starts with this key, the bell's count included. */
export const MESSAGES_KEY = ['notifications'] as const;

export function getNotifications(
  page: number,
  limit: number,
  language: string,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return apiRequest('/user/notifications', {
    query: { offset: page, limit },
    schema: notificationsReplySchema,
    language,
    signal,
  });
}

/** GET /api/user/notifications: one page of messages, texts in the interface language. */
export function useNotifications(page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'page', language, page],
    queryFn: ({ signal }) => getNotifications(page, PAGE_SIZE, language, signal),
    placeholderData: keepPreviousData,
  });
}
