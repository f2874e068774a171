/**
 * Plain HTTP for the cluster test's clients. Each client speaks from a loopback address of its
 * own (127.x.y.z): nginx passes it on as the client's address, so the per-address limits count
 * each client apart, as they would count customers behind different connections.
 */

import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The API instances nginx tried, as its X-Upstream header names them ("a, b" after a retry). */
  upstream: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  timeoutMs?: number;
}

/** A random address in 127.0.0.0/8 (not 127.0.0.1): nobody else's counters share it. */
export function loopbackAddress(): string {
  const byte = () => 2 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

export class Client {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: URL,
    readonly address = loopbackAddress(),
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  }

  /**
   * A kept-alive connection that nginx closed just as the request went out (it closes idle
   * ones, and every connection of a worker that a reload retires) fails before anything was
   * sent on; like browsers, the client then sends the request once more on a new connection.
   */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    try {
      return await this.send(method, path, options);
    } catch (err) {
      if (!(err instanceof ReusedSocketClosed)) throw err;
      return this.send(method, path, options);
    }
  }

  private send(method: string, path: string, options: RequestOptions): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          headers,
          agent: this.agent,
          localAddress: this.address,
          timeout: options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              upstream: String(res.headers['x-upstream'] ?? ''),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err: NodeJS.ErrnoException) =>
        reject(req.reusedSocket && err.code === 'ECONNRESET' ? new ReusedSocketClosed() : err),
      );
      req.end(body);
    });
  }

  /** Opens a long reply (the live events) and hands over its chunks as they come. */
  stream(
    path: string,
    headers: Record<string, string>,
    onOpen: (status: number, upstream: string) => void,
    onChunk: (text: string) => void,
  ): { done: Promise<void>; close(): void } {
    let req: http.ClientRequest | undefined;
    const done = new Promise<void>((resolve) => {
      req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          headers,
          localAddress: this.address,
          agent: false,
        },
        (res) => {
          onOpen(res.statusCode ?? 0, String(res.headers['x-upstream'] ?? ''));
          res.setEncoding('utf8');
          res.on('data', onChunk);
          res.on('end', resolve);
          res.on('error', () => resolve());
          res.on('close', resolve);
        },
      );
      req.on('error', () => resolve());
      req.end();
    });
    return { done, close: () => req?.destroy() };
  }

  close(): void {
    this.agent.destroy();
  }
}

class ReusedSocketClosed extends Error {}

/** The JSON of a reply, or undefined when it is not JSON. */
export function jsonOf<T>(reply: Reply): T | undefined {
  try {
    return JSON.parse(reply.body) as T;
  } catch {
    return undefined;
  }
}
