import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it completes (method, address, status, time, request
 * id), instead of Fastify's two (one on arrival, one on completion). At thousands of requests a
 * second the second line was a large share of a cached read's cost (docs/benchmarks.md), and the
 * arrival line says nothing the completion line does not, except for a request that never
 * completes, which the server's timeouts and error log report.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // Flat fields rather than the request and reply objects: the serializers and the redaction
    // of nested request fields were a tenth of a cached catalog reply's cost.
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
