import { DEFAULT_LANGUAGE, type Language, languageFromHeader } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Browsers send a handful of distinct Accept-Language values; more than this is not worth keeping. */
const MAX_REMEMBERED = 64;

/** Every request carries the language its messages and names are given in. */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  // Each distinct header is parsed once: the same few values arrive on every request.
  const remembered = new Map<string, Language>();
  const languageOf = (header: string | undefined): Language => {
    if (!header) return DEFAULT_LANGUAGE;
    let lang = remembered.get(header);
    if (lang === undefined) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      lang = languageFromHeader(header);
      remembered.set(header, lang);
    }
    return lang;
  };
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // A callback hook, not an async one: it runs on every request and awaits nothing.
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = languageOf(request.headers['accept-language']);
    reply.header('content-language', request.lang === 'am' ? 'hy' : request.lang);
    reply.header('vary', 'Accept-Language');
    done();
  });
});
