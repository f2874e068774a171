import { currentLanguage, i18n } from '../i18n';
import { ApiError } from './api-error';
import { parseErrorBody, reportApiError } from './report-error';

const API_ROOT = '/api';

type Query = Record<string, string | number | boolean | undefined>;

/** Anything with a zod-like `parse`; replies are checked only where that is cheap. */
interface ReplySchema<T> {
  parse(data: unknown): T;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The language of the reply's texts; the interface language when omitted. */
  language?: string;
  schema?: ReplySchema<T>;
  signal?: AbortSignal;
}

type HeaderSource = () => Record<string, string>;
let extraHeaders: HeaderSource = () => ({});

/**
 * Extension point for signed-in calls: the accounts feature registers a source that returns
 * `{ Authorization: 'Bearer …' }` while a session exists (DESIGN §3).
 */
export function setRequestHeaders(source: HeaderSource): void {
  extraHeaders = source;
}

function urlOf(path: string, query?: Query): string {
  const url = `${API_ROOT}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and resolves with the (optionally validated) JSON reply; see ApiError for failures. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, language = currentLanguage(), schema, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    ...extraHeaders(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const context = `${method} ${path}`;

  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const [message = ''] = reportApiError(context, null, i18n.t('common:errors.network'));
    throw new ApiError(message, 0, [], null);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const errorBody = parseErrorBody(data);
    const [message = ''] = reportApiError(context, errorBody, i18n.t('common:errors.unexpected'));
    const codes =
      errorBody && typeof errorBody === 'object' ? errorBody.errors.map((e) => e.code) : [];
    throw new ApiError(message, response.status, codes, errorBody);
  }
  return schema ? schema.parse(data) : (data as T);
}
