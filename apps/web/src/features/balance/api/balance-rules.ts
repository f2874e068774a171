import {
  type BalanceRuleBody,
  balanceRuleSchema,
  balanceRulesReplySchema,
  messageReplySchema,
} from '@fuel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export const BALANCE_RULES_KEY = queryKeys.balanceRules;

/** GET /api/user/balance-rules: alerts and automatic top-ups per product. */
export function useBalanceRules() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...BALANCE_RULES_KEY, language],
    queryFn: ({ signal }) =>
      apiRequest('/user/balance-rules', { schema: balanceRulesReplySchema, language, signal }),
  });
}

export function useSaveBalanceRule() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: BalanceRuleBody }) =>
      apiRequest(`/user/balance-rules/${encodeURIComponent(productId)}`, {
        method: 'PUT',
        body,
        schema: balanceRuleSchema,
        language,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BALANCE_RULES_KEY }),
  });
}

export function useDeleteBalanceRule() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (productId: string) =>
      apiRequest(`/user/balance-rules/${encodeURIComponent(productId)}`, {
        method: 'DELETE',
        schema: messageReplySchema,
        language,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BALANCE_RULES_KEY }),
  });
}
