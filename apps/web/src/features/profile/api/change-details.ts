import { type ChangeDetailsBody, profileRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** Changes the account's details; the header's name changes at once. */
export function useChangeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeDetailsBody) => callApi(profileRoutes.changeDetails, { body }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
