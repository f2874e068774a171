import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createServer } from '../transport';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.server.closeAllConnections();
});

/** A server with one route that answers after `ms`, telling when the request has arrived. */
async function slowServer(ms: number) {
  const server = createServer(testConfig());
  servers.push(server);
  let arrived: () => void = () => {};
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  server.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { server, port, requestArrived };
}

/** A connection that is accepted and never sends a byte, as a browser's speculative one. */
async function silentConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed };
}

/** A GET over a keep-alive connection: the reply, and when the server ends the connection. */
function keepAliveGet(port: number) {
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  let connectionEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (connectionEnded = resolve));
  const reply = new Promise<{ status?: number; connection?: string; body: string }>(
    (resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}/slow`, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection, body }),
        );
      });
      request.on('socket', (socket) => socket.once('close', () => connectionEnded()));
      request.on('error', reject);
    },
  );
  return { reply, ended };
}

async function closeTimed(server: ReturnType<typeof createServer>) {
  const started = performance.now();
  await server.close();
  return performance.now() - started;
}

describe('closing the server', () => {
  it('ends at once a connection that never sent a request', async () => {
    const { server, port } = await slowServer(0);
    const silent = await silentConnection(port);
    // Node 20 alone waits for it as long as its peer keeps it open.
    expect(await closeTimed(server)).toBeLessThan(3000);
    await silent.closed;
  });

  it('sends the reply in flight whole, then ends its keep-alive connection', async () => {
    const { server, port, requestArrived } = await slowServer(300);
    const { reply, ended } = keepAliveGet(port);
    await requestArrived;
    // Node 20 alone keeps the connection once the reply is sent, until the client lets go.
    expect(await closeTimed(server)).toBeLessThan(3000);
    // The reply tells its client not to send more on that connection.
    expect(await reply).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    await ended;
  });
});
