import { type BalanceRuleBody, balanceRulesRoutes as r } from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

export const BALANCE_RULES_KEY = queryKeys.balanceRules;

/** Alerts and automatic top-ups per product. */
export function useBalanceRules() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...BALANCE_RULES_KEY, language],
    queryFn: ({ signal }) => callApi(r.list, undefined, { language, signal }),
  });
}

export function useSaveBalanceRule() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: BalanceRuleBody }) =>
      callApi(r.save, { params: { productId }, body }, { language }),
    onSuccess: () => invalidateUserData(queryClient, BALANCE_RULES_KEY),
  });
}

export function useDeleteBalanceRule() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (productId: string) => callApi(r.remove, { params: { productId } }, { language }),
    onSuccess: () => invalidateUserData(queryClient, BALANCE_RULES_KEY),
  });
}
