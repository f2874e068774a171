import { type MeReply, usersRoutes } from '@fuel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { updateUserInfo, updateUserType } from './session';

/**
 * Keeps the header (user_info in local storage) in step with what the server says, and the
 * account's type (user_type) once a refresh has moved the session to another account.
 */
export function rememberMe(me: MeReply): MeReply {
  updateUserType(me.user_type);
  updateUserInfo({ id: me.id, fullname: me.full_name, profilePicture: me.profile_picture });
  return me;
}

/** GET /api/user/me: the one query of the signed-in user, shared by the frame and Profile. */
export const meQuery = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => rememberMe(await callApi(usersRoutes.me, {}, { signal })),
  });

export function useMe() {
  return useQuery(meQuery());
}
