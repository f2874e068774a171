import { type ChangeEmailBody, profileRoutes } from '@fuel/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Asks to change the e-mail: a link goes to the new address, which changes once it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => callApi(profileRoutes.changeEmail, { body }),
  });
}
