import { meReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

export interface DetailsBody {
  first_name: string;
  last_name: string;
  phone: string;
}

/** PATCH /api/user/change-user-details; the header's name changes at once. */
export function useChangeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetailsBody) =>
      apiRequest('/user/change-user-details', { method: 'PATCH', body, schema: meReplySchema }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
