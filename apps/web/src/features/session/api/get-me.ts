import { type MeReply, usersRoutes } from '@fuel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateUserInfo } from '../../../lib/session';

/** The signed-in user; the header's name and picture follow it (kept in user_info). */
export async function getMe(): Promise<MeReply> {
  const me = await callApi(usersRoutes.me);
  updateUserInfo({ id: me.id, fullname: me.full_name, profilePicture: me.profile_picture });
  return me;
}

export const meQuery = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getMe });

export function useMe() {
  return useQuery(meQuery());
}
