import {
  type CardCode,
  type CardCodeBody,
  type CardCodesReply,
  cardCodesRoutes,
} from '@fuel/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/**
 * Under the cards' key: every live card event (a code drawn, used at the pump, expired or given
 * back) and every change to a card reloads them.
 */
const codesKey = (cardId: string) => [...queryKeys.cards, 'codes', cardId];

/** Puts a code the server answered with into the card's list, in its place or first. */
function replaceCode(queryClient: QueryClient, cardId: string, code: CardCode) {
  queryClient.setQueryData<CardCodesReply>(codesKey(cardId), (list) => {
    if (!list) return list;
    const known = list.data.some((c) => c.id === code.id);
    return known
      ? { ...list, data: list.data.map((c) => (c.id === code.id ? code : c)) }
      : { count: list.count + 1, data: [code, ...list.data] };
  });
}

/** A card's refuel codes: those still usable and today's; not asked for without `cards.code`. */
export function useCardCodes(cardId: string, enabled = true) {
  return useQuery({
    queryKey: codesKey(cardId),
    queryFn: ({ signal }) => callApi(cardCodesRoutes.list, { params: { id: cardId } }, { signal }),
    staleTime: 0,
    enabled,
  });
}

/** Holds the volume on the card within its limits and returns the six digits (422 when not). */
export function useDrawCardCode(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CardCodeBody; key: string }) =>
      callApi(
        cardCodesRoutes.draw,
        { params: { id: cardId }, body },
        { headers: { 'Idempotency-Key': key } },
      ),
    // Shown at once; the reload below brings the card's limits with it.
    onSuccess: (code) => replaceCode(queryClient, cardId, code),
    // A refusal may also mean the card changed meanwhile (blocked, its limits used at a pump).
    onSettled: () => {
      void invalidateUserData(queryClient, queryKeys.cards);
    },
  });
}

/** Gives an unused code back: the volume is released and the limits free again. */
export function useCancelCardCode(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: CardCode) =>
      callApi(cardCodesRoutes.cancel, { params: { id: cardId, codeId: code.id } }),
    onSuccess: (ended) => replaceCode(queryClient, cardId, ended),
    onSettled: () => {
      void invalidateUserData(queryClient, queryKeys.cards);
    },
  });
}
