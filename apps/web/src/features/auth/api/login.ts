import { authRoutes, type LoginBody, type LoginReply } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';

/** Checks the password; the server sends a 6-digit code by e-mail or SMS. */
export function login(body: LoginBody): Promise<LoginReply> {
  return callApi(authRoutes.login, { body });
}
