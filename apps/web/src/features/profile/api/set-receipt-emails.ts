import { profileRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** Turns e-mailing each printed receipt on or off. */
export function useSetReceiptEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      callApi(profileRoutes.receiptEmails, { body: { receipt_emails: on } }),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
