import { type ChangePasswordBody, profileRoutes } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Changes the password: the current password is asked again. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(profileRoutes.changePassword, { body }),
  });
}
