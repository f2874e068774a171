import type { FastifyReply } from 'fastify';

/**
 * Sends a reply that is already JSON text (a constant, or a reply cached as text) as it is: not
 * checked against its schema again nor serialized, and as a string so that Node writes it with
 * the headers in one write.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
