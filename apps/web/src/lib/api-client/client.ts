import { connectionBack, connectionLost, connectionNoticeShown } from '../connection';
import { currentLanguage, i18n } from '../i18n';
import { endSession, getSession } from '../session';
import { ApiError } from './api-error';
import { recordFirstRead, takeEarlyReply } from './early-replies';
import { apiHeaders, type Query, readBody, urlOf } from './http';
import { refreshAccessToken } from './refresh';
import { errorMessages, parseErrorBody, reportApiError } from './report-error';

/** Anything with a zod-like `parse`; replies are checked only where that is cheap. */
interface ReplySchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** The language of the reply's texts; the interface language when omitted. */
  language?: string;
  schema?: ReplySchema<T>;
  signal?: AbortSignal;
  /** Extra headers, such as the Idempotency-Key of a call that moves value (DESIGN §3). */
  headers?: Record<string, string>;
  /** 'blob' for file downloads (CSV export); JSON otherwise. */
  as?: 'json' | 'blob';
}

let membershipEnded: (token: string) => void = () => undefined;

/**
 * What a MEMBERSHIP_ENDED answer starts (membership-ended.ts), set by the signed-in frame: the
 * sign-in page does not carry its code.
 */
export function whenMembershipEnds(handler: (token: string) => void): void {
  membershipEnded = handler;
}

/**
 * Calls the API and resolves with the (optionally validated) JSON reply; see ApiError for
 * failures. Sends the interface language and, while signed in, the bearer token (DESIGN §3).
 * SPEC §8: a 498 is refreshed once and the request retried once; a 497 or 401 ends the session.
 */
export function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return send(path, options, false);
}

async function send<T>(path: string, options: RequestOptions<T>, retried: boolean): Promise<T> {
  const { method = 'GET', query, body, language = currentLanguage(), schema, signal } = options;
  const token = getSession().accessToken;
  const headers = apiHeaders({
    language,
    token,
    body,
    accept: options.as === 'blob' ? '*/*' : 'application/json',
    extra: options.headers,
  });
  const form = body instanceof FormData;
  const context = `${method} ${path}`;

  const url = urlOf(path, query);
  const ask = () =>
    fetch(url, {
      method,
      headers,
      body: body === undefined || form ? body : JSON.stringify(body),
      signal,
    });
  // A read of a signed-in page's first load may have been sent before the app ran.
  const read = method === 'GET' && options.as !== 'blob' && token ? { url, language } : null;
  if (read) recordFirstRead(read);
  const early = read && token ? takeEarlyReply(read, token) : undefined;

  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
  } catch (cause) {
    if (signal?.aborted) throw cause;
    connectionLost();
    // A read's failure is said by the page's notice that what it shows may be out of date.
    const toast = !(method === 'GET' && connectionNoticeShown());
    const network = i18n.t('common:errors.network');
    const [message = ''] = reportApiError(context, null, network, 0, undefined, toast);
    throw new ApiError(message, 0, [], null);
  }
  connectionBack();

  if (response.ok && options.as === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.status === 498 && token && !retried) {
    if (await refreshAccessToken(token)) return send(path, options, true);
    // The refresh has told the user what went wrong; the caller only learns it failed.
    throw new ApiError(
      i18n.t('errors:REFRESH_TOKEN_REJECTED'),
      497,
      ['REFRESH_TOKEN_REJECTED'],
      null,
    );
  }
  if (!response.ok) {
    const errorBody = parseErrorBody(data);
    const fallback = i18n.t('common:errors.unexpected');
    if (token && (response.status === 401 || response.status === 497)) {
      endSession(response.status === 401 ? 'unauthenticated' : 'rejected');
    }
    const codes =
      errorBody && typeof errorBody === 'object' ? errorBody.errors.map((e) => e.code) : [];
    const [message = ''] = errorMessages(errorBody, fallback);
    const error = new ApiError(message, response.status, codes, errorBody);
    if (token && codes.includes('MEMBERSHIP_ENDED')) {
      // Said once, for however many calls it refused (the signed-in frame's handler).
      error.shownInline();
      membershipEnded(token);
    }
    reportApiError(context, errorBody, fallback, response.status, error);
    throw error;
  }
  return schema ? schema.parse(data) : (data as T);
}
