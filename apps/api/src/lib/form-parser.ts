import type { FastifyInstance } from 'fastify';

/** Accepts HTML form posts in this plugin's scope, as a flat object of strings. */
export function acceptFormPosts(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
