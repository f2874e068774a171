import { cardsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** One card; another company's card is a 404, shown as "not found". */
export function useCard(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.cards, 'one', id, language],
    queryFn: ({ signal }) =>
      loadRecord(callApi(cardsRoutes.get, { params: { id } }, { language, signal })),
  });
}
