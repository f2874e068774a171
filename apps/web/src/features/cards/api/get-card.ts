import { cardSchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/cards/{id}; another company's card is a 404, shown as "not found". */
export function useCard(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'one', id, language],
    queryFn: ({ signal }) =>
      apiRequest(`/user/cards/${encodeURIComponent(id)}`, {
        language,
        schema: cardSchema,
        signal,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
