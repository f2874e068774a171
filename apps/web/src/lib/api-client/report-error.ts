import { type ErrorBody, errorBodySchema } from '@fuel/contract';
import { notify } from '../toast';
import type { ApiError } from './api-error';

/** Reads an error reply: the contract's `{message, errors}` body, a bare string, or neither. */
export function parseErrorBody(data: unknown): ErrorBody | string | null {
  const parsed = errorBodySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  return null;
}

interface ErrorItem {
  message: string;
  field?: string;
}

function errorItems(body: ErrorBody | string | null, fallback: string): ErrorItem[] {
  if (typeof body === 'string') return [{ message: body }];
  if (!body) return [{ message: fallback }];
  const items = body.errors
    .filter((item) => item.message)
    .map((item) => ({ message: item.message, field: item.field ?? undefined }));
  if (items.length > 0) return items;
  return [{ message: body.message || fallback }];
}

/** The texts to show for an error reply: one per item of `errors`, else its summary. */
export function errorMessages(body: ErrorBody | string | null, fallback: string): string[] {
  return errorItems(body, fallback).map((item) => item.message);
}

/**
 * The shared handler for failed calls (SPEC §8): every message becomes an error toast (the server
 * has already translated them), except those the caller shows on the page itself (see
 * ApiError.shownInline: the toasts wait one turn for the caller to say so). The failure is
 * noted in the console as a warning for a server fault and as information otherwise: a refused
 * request is an answer, not a defect of the page.
 */
export function reportApiError(
  context: string,
  body: ErrorBody | string | null,
  fallback: string,
  status = 0,
  error?: ApiError,
  /** False when the page says it in a notice of its own (lib/connection). */
  toast = true,
) {
  const items = errorItems(body, fallback);
  const log = status === 0 || status >= 500 ? console.warn : console.info;
  log(`[api] ${context} → ${status || 'no connection'}`, body ?? fallback);
  if (!toast) return items.map((item) => item.message);
  const show = () => {
    for (const item of items) if (!error?.isShownInline(item.field)) notify.error(item.message);
  };
  if (error) setTimeout(show, 0);
  else show();
  return items.map((item) => item.message);
}
