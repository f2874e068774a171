import type { SessionReply } from '@fuel/contract';
import { type UserInfo, writeTokens, writeUserInfo, writeUserType } from './storage';
import { getSession, replaceSession } from './store';

/**
 * The session now acts for another account (POST /user/act-as): its access token, type and
 * details are kept as sign-in keeps them (SPEC §3 keys); the refresh token stays. The app then
 * starts its screens anew (the store counts the move in SessionState.switches).
 */
export function switchAccount(reply: Omit<SessionReply, 'refresh_token'>): void {
  const state = getSession();
  if (!state.isAuth) return;
  const userInfo: UserInfo = {
    id: reply.user_id,
    fullname: reply.user_full_name,
    profilePicture: reply.user_profile_picture,
  };
  writeTokens(reply.access_token, state.refreshToken ?? '');
  writeUserType(reply.user_type);
  writeUserInfo(userInfo);
  replaceSession({
    ...state,
    accessToken: reply.access_token,
    userType: reply.user_type,
    userInfo,
  });
}
