import { DEFAULT_LANGUAGE, languageFromHeader } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every request carries the language its messages and names are given in. */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // A callback hook, not an async one: it runs on every request and awaits nothing.
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    reply.header('content-language', request.lang === 'am' ? 'hy' : request.lang);
    reply.header('vary', 'Accept-Language');
    done();
  });
});
