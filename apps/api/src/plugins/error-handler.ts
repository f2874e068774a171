import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type ErrorItem,
  validationMessage,
} from '@fuel/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { databaseFailure } from '../lib/db-errors';
import { appErrorBody, errorBody } from '../lib/error-body';
import { translator } from '../lib/i18n';
import { localNumber } from '../lib/numbers';

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Framework errors we expose, by status; anything else becomes INTERNAL with no details. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function sendError(reply: FastifyReply, code: ErrorCode, body: ErrorBody) {
  return reply.status(ERROR_STATUS[code]).type('application/json').send(body);
}

/** One place turns every failure into the error body of DESIGN §3, in the request's language. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translator(request.lang);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation.map((v): ErrorItem => {
        // The type provider flattens each zod issue into { keyword, message, params }.
        const issue = { ...v.params, code: v.keyword, message: v.message ?? '', path: [] };
        const { key, params } = validationMessage(issue as Parameters<typeof validationMessage>[0]);
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // The limits a message names are written as the reader's language writes numbers.
        const local = Object.fromEntries(
          Object.entries(params).map(([k, p]) => [
            k,
            typeof p === 'number' ? localNumber(p, request.lang) : p,
          ]),
        );
        return { code: 'VALIDATION_FAILED', message: t(key, local), ...(field ? { field } : {}) };
      });
      return sendError(reply, 'VALIDATION_FAILED', errorBody(request, 'VALIDATION_FAILED', items));
    }

    if (error instanceof AppError) {
      if (error.options.retryAfter) reply.header('retry-after', error.options.retryAfter);
      return sendError(reply, error.code, appErrorBody(request, error));
    }

    // A value the database refused is a bad request; an unreachable database is temporary.
    const failure = databaseFailure(error);
    if (failure === 'unavailable') {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendError(reply, 'SERVICE_UNAVAILABLE', errorBody(request, 'SERVICE_UNAVAILABLE'));
    }
    if (failure === 'bad-value') {
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return sendError(reply, 'BAD_REQUEST', errorBody(request, 'BAD_REQUEST'));
    }

    const status = error.statusCode ?? 500;
    const code = status < 500 ? (CODE_BY_STATUS[status] ?? 'BAD_REQUEST') : 'INTERNAL';
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ err: error }, 'request rejected');
    return sendError(reply, code, errorBody(request, code));
  });
});
