import { stationsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { useLanguage } from '../i18n';

/** The station list, 100 a page: every station fits one page; used as select options (SPEC §3). */
export function useStations(productId?: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['stations', language, productId ?? null],
    queryFn: ({ signal }) =>
      callApi(
        stationsRoutes.list,
        { query: { offset: 1, limit: 100, product_id: productId || undefined } },
        { language, signal },
      ),
    staleTime: 5 * 60_000,
  });
}
