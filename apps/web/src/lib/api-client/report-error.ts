import { type ErrorBody, errorBodySchema } from '@fuel/contract';
import { notify } from '../toast';

/** Reads an error reply: the contract's `{message, errors}` body, a bare string, or neither. */
export function parseErrorBody(data: unknown): ErrorBody | string | null {
  const parsed = errorBodySchema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  return null;
}

/** The texts to show for an error reply: one per item of `errors`, else its summary. */
export function errorMessages(body: ErrorBody | string | null, fallback: string): string[] {
  if (typeof body === 'string') return [body];
  if (!body) return [fallback];
  const items = body.errors.map((item) => item.message).filter(Boolean);
  if (items.length > 0) return items;
  return [body.message || fallback];
}

/**
 * The shared handler for failed calls (SPEC §8): every message becomes an error toast (the server
 * has already translated them) and the failure is logged for whoever opens the console.
 */
export function reportApiError(context: string, body: ErrorBody | string | null, fallback: string) {
  const messages = errorMessages(body, fallback);
  for (const message of messages) notify.error(message);
  console.error(`[api] ${context}`, body ?? fallback);
  return messages;
}
