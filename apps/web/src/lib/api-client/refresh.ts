import { authRoutes } from '@fuel/contract';
import { currentLanguage, i18n } from '../i18n';
import { endSession, getSession, readFlag, STORAGE_KEYS, updateTokens } from '../session';
import { apiHeaders, readBody, urlOf } from './http';
import { parseErrorBody, reportApiError } from './report-error';

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the access token after a 498 (SPEC §8). Concurrent callers share ONE refresh: the
 * refresh token rotates on every use, so a second parallel refresh would present a token that
 * is already spent. Resolves true when the caller may retry with the new access token.
 */
export function refreshAccessToken(staleAccessToken: string): Promise<boolean> {
  const session = getSession();
  if (!session.isAuth) return Promise.resolve(false);
  // The token was renewed while this caller's request was on the way: just retry.
  if (session.accessToken !== staleAccessToken) return Promise.resolve(true);
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(): Promise<boolean> {
  const refreshToken = readFlag(STORAGE_KEYS.refreshToken);
  if (!refreshToken) {
    endSession('no-refresh-token');
    return false;
  }
  const route = authRoutes.refresh;
  const context = `${route.method} ${route.path}`;
  const body = { refresh_token: refreshToken };
  let response: Response;
  try {
    response = await fetch(urlOf(route.path), {
      method: route.method,
      // No bearer token: the access token is the one that expired.
      headers: apiHeaders({ language: currentLanguage(), body }),
      body: JSON.stringify(body),
    });
  } catch {
    // No connection: the session may still be valid, so it is kept.
    reportApiError(context, null, i18n.t('common:errors.network'));
    return false;
  }
  const data = await readBody(response);
  const pair = response.ok ? route.reply.safeParse(data) : null;
  if (pair?.success) {
    updateTokens(pair.data.access_token, pair.data.refresh_token);
    return true;
  }
  reportApiError(
    context,
    parseErrorBody(data),
    i18n.t('common:errors.unexpected'),
    response.status,
  );
  // 497 (reused, expired, revoked) and a malformed request end the session; a passing server
  // failure (5xx, 429) does not.
  if (
    response.ok ||
    response.status === 497 ||
    response.status === 400 ||
    response.status === 401
  ) {
    endSession('rejected');
  }
  return false;
}
