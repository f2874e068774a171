import type { Socket } from 'node:net';
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type Language,
  languageFromHeader,
} from '@fuel/contract';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { translator } from '../lib/i18n';

/** The error body of DESIGN §3 for a reply built before any hook ran. */
function bodyOf(lang: Language, code: ErrorCode): ErrorBody {
  const message = translator(lang)(code, { ns: 'errors' });
  return { message, errors: [{ code, message }] };
}

/**
 * Errors the router raises before a route is found (a bad escape in the path, a path parameter
 * longer than the router takes), answered like every other error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_REQUEST';
  const lang = languageFromHeader(request.headers['accept-language']);
  request.log.info({ err: error }, 'request rejected by the router');
  return reply.status(ERROR_STATUS[code]).type('application/json').send(bodyOf(lang, code));
};

/**
 * Requests Node's HTTP parser refuses (headers too large, malformed) never reach Fastify; they
 * are answered here on the raw socket, in the language the request asked for if it got that far.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : ERROR_STATUS[code];
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const lang = languageFromHeader(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
  const body = JSON.stringify(bodyOf(lang, code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${lang === 'am' ? 'hy' : lang}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
