import { stationsReplySchema } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useLanguage } from '../i18n';

/** GET /api/stations?limit=100: every station fits one page; used as select options (SPEC §3). */
export function useStations(productId?: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['stations', language, productId ?? null],
    queryFn: ({ signal }) =>
      apiRequest('/stations', {
        query: { offset: 1, limit: 100, product_id: productId || undefined },
        schema: stationsReplySchema,
        language,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
