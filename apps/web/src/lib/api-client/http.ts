import { API_PREFIX } from '@fuel/contract';

export type Query = Record<string, string | number | boolean | undefined>;

export function urlOf(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The headers every call to the API sends (DESIGN §3): what it accepts, the language of the
 * reply's texts, the bearer token while signed in, and the type of a JSON body. A FormData body
 * (a file upload) sets its own multipart type with the boundary, so none is set for it.
 */
export function apiHeaders({
  language,
  token,
  body,
  accept = 'application/json',
  extra,
}: {
  language: string;
  token?: string | null;
  body?: unknown;
  accept?: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': language,
    ...extra,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  return headers;
}

/** JSON when the body is JSON, the text otherwise, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
