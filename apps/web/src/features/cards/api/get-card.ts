import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import type { Card } from '../provisional';
import { CARDS_KEY } from './keys';

/** GET /api/user/cards/{id}; another company's card is a 404, shown as "not found". */
export function useCard(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...CARDS_KEY, 'one', id, language],
    queryFn: ({ signal }) =>
      apiRequest<Card>(`/user/cards/${encodeURIComponent(id)}`, { language, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
