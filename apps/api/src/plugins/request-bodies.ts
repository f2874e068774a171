import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The body types the API reads. JSON as Fastify parses it (prototype poisoning refused), except
 * that an empty JSON body is no body: many clients set `Content-Type: application/json` on every
 * call, also on a DELETE or a mark-as-read that carries nothing, and those calls are valid.
 * Plain text is no body type of ours: it is refused as 415 instead of reaching a schema as a string.
 */
export const requestBodies = fp(async (fastify: FastifyInstance) => {
  const json = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    json(request, body as string, done);
  });
});
