import type { ErrorBody, ErrorCode, ErrorItem } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError } from './app-error';
import { translator } from './i18n';

/** The error body of DESIGN §3 for `code`, in the request's language. */
export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  items?: ErrorItem[],
  params: Record<string, string | number> = {},
): ErrorBody {
  const t = translator(request.lang);
  const message = t(code, { ns: 'errors', ...params });
  return { message, errors: items ?? [{ code, message }] };
}

/** The body of a refusal the app threw: its code, its message and the field it names, if any. */
export function appErrorBody(request: FastifyRequest, error: AppError): ErrorBody {
  const message = translator(request.lang)(error.code, { ns: 'errors', ...error.options.params });
  const item: ErrorItem = { code: error.code, message };
  if (error.options.field) item.field = error.options.field;
  return { message, errors: [item] };
}
