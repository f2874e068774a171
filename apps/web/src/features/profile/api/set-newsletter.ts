import { profileRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** Turns the newsletter on or off. */
export function useSetNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsletter: boolean) =>
      callApi(profileRoutes.newsletter, { body: { newsletter } }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
