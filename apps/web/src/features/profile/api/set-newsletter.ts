import { meReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/user/newsletter. */
export function useSetNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsletter: boolean) =>
      apiRequest('/user/newsletter', {
        method: 'PATCH',
        body: { newsletter },
        schema: meReplySchema,
      }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
