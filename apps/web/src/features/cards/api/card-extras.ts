import {
  type CardExtraApproveBody,
  type CardExtraAskBody,
  type CardExtraState,
  cardExtrasRoutes,
} from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * Asks for extra fuel over a card's limits: a manager sees every ask of the company (or of their
 * groups), a driver their own. Kept fresh by the live stream (`card_extra.changed`).
 */
export function useCardExtras(state?: CardExtraState) {
  const language = useLanguage();
  const query = { offset: 1, limit: 20, ...(state ? { state } : {}) };
  return useQuery({
    queryKey: [...queryKeys.cardExtras, language, query],
    queryFn: ({ signal }) => callApi(cardExtrasRoutes.list, { query }, { language, signal }),
  });
}

function useExtraMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateUserData(queryClient, queryKeys.cardExtras, queryKeys.cards),
  });
}

export const useAskExtra = (cardId: string) =>
  useExtraMutation((body: CardExtraAskBody) =>
    callApi(cardExtrasRoutes.ask, { params: { id: cardId }, body }),
  );

export const useApproveExtra = (id: string) =>
  useExtraMutation((body: CardExtraApproveBody) =>
    callApi(cardExtrasRoutes.approve, { params: { id }, body }),
  );

export const useRefuseExtra = (id: string) =>
  useExtraMutation((reason: string) =>
    callApi(cardExtrasRoutes.refuse, { params: { id }, body: { reason } }),
  );

export const useWithdrawExtra = (id: string) =>
  useExtraMutation(() => callApi(cardExtrasRoutes.withdraw, { params: { id } }));
