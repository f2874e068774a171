import { profileRoutes } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Deletes the account, the password asked again; afterwards the session is dead. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => callApi(profileRoutes.deleteAccount, { body: { password } }),
  });
}
