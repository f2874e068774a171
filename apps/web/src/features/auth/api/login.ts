import type { LoginBody, LoginReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/** Checks the password; the server sends a 6-digit code by e-mail or SMS. */
export function login(body: LoginBody): Promise<LoginReply> {
  return apiRequest<LoginReply>('/login', { method: 'POST', body });
}
