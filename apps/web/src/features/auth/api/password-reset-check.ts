import { registrationRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

/**
 * Whether the reset link of the page still works, asked as the page opens. A refusal is said on
 * the page, above its form: no toast repeats it. Failures of the network are left to the form's
 * own submit.
 */
export function useResetLinkCheck(id: string, token: string) {
  return useQuery({
    queryKey: ['password-reset-link', id, token],
    queryFn: () =>
      callApi(registrationRoutes.passwordResetCheck, { params: { id, token } }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 422))
            error.shownInline();
          throw error;
        },
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
