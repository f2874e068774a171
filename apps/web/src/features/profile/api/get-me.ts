import { type MeReply, usersRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateUserInfo } from '../../../lib/session';

/** The same key the cabinet frame uses for /user/me, so both read one cached copy. */
export const ME_KEY = ['user', 'me'] as const;

/** Keeps the header (user_info in local storage) in step with what the server says. */
export function rememberMe(me: MeReply): MeReply {
  updateUserInfo({ id: me.id, fullname: me.full_name, profilePicture: me.profile_picture });
  return me;
}

/** GET /api/user/me. */
export function useProfile() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => rememberMe(await callApi(usersRoutes.me, {}, { signal })),
  });
}
