import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUserData, queryKeys } from '../../../lib/query-keys';

/** A call that changes cards: on success everything the Cards screens show is reloaded. */
export function useCardMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateUserData(queryClient, queryKeys.cards),
  });
}
