import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';

/**
 * Ends every HTTP/1 connection once nothing is in flight on it when the server closes, so that
 * a shutdown takes as long as the replies in flight and no longer. Node 20's `server.close()`
 * ends only the connections idle at that moment, and leaves:
 * - a connection accepted that never sent anything (nodejs/node#63452, fixed in later Node
 *   versions): a browser's speculative connection, or the one an HTTP client opens beside a
 *   download it cancelled;
 * - a keep-alive connection whose reply was in flight, once that reply is sent.
 * The server then waited for their clients to let go, until the shutdown's 10 s ran out and the
 * process was killed, its last log lines cut. Here the first kind is ended at once (nothing is in
 * flight on it) and the second as soon as its reply has been sent, the reply saying
 * `Connection: close` when it has not begun yet.
 *
 * Over TLS the connection is the TLS socket a request names; one that chose HTTP/2 is a
 * session, which Fastify closes itself once its streams are done.
 */
export function endConnectionsOnClose(app: FastifyInstance, tls: boolean): void {
  /** Each open connection and the reply in flight on it, if any. */
  const open = new Map<Socket, ServerResponse | null>();
  let closing = false;
  const track = (socket: Socket) => {
    // One accepted between the close hook and the listener's closing would be left waiting too.
    if (closing) {
      socket.destroy();
      return;
    }
    open.set(socket, null);
    socket.once('close', () => open.delete(socket));
  };
  if (tls) {
    app.server.on('secureConnection', (socket: TLSSocket) => {
      if (socket.alpnProtocol !== 'h2') track(socket);
    });
  } else {
    app.server.on('connection', track);
  }
  app.server.on('request', (request: { socket: Socket }, reply: ServerResponse) => {
    const socket = request.socket;
    if (!open.has(socket)) return;
    open.set(socket, reply);
    reply.once('close', () => {
      if (open.has(socket)) open.set(socket, null);
      if (closing) socket.end();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, reply] of open) {
      if (!reply) socket.destroy();
      // A reply not yet begun says so itself, so that its client (a proxy) sends nothing more
      // on that connection; one already streaming is followed by the connection's end.
      else if (!reply.headersSent) reply.setHeader('connection', 'close');
    }
    done();
  });
}
