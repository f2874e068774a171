import fs from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance } from 'fastify';
import { serverOptions } from './app';
import { type Config, ConfigError } from './config/env';
import { endConnectionsOnClose } from './lib/close-connections';

/**
 * The server the app runs on: plain HTTP, or, given a certificate, HTTPS speaking HTTP/2 to
 * browsers (one connection carries the page's code, fonts and first reads side by side, where
 * HTTP/1.1 queues them six at a time) and HTTP/1.1 to clients without it (docs/decisions/0029).
 */
export function createServer(config: Config): FastifyInstance {
  const server = serve(config);
  endConnectionsOnClose(server, config.tls !== undefined);
  return server;
}

function serve(config: Config): FastifyInstance {
  if (!config.tls) return Fastify(serverOptions(config));
  const https = {
    allowHTTP1: true,
    cert: readPem('TLS_CERT_FILE', config.tls.certFile),
    key: readPem('TLS_KEY_FILE', config.tls.keyFile),
  };
  // Node's compatibility API gives routes and plugins the same request and reply over HTTP/2;
  // only Fastify's types tell the transports apart.
  const options = { ...serverOptions(config), http2: true, https };
  return Fastify(
    options as FastifyHttp2SecureOptions<Http2SecureServer>,
  ) as unknown as FastifyInstance;
}

function readPem(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new ConfigError([`${variable}: cannot read ${file} (${(error as Error).message})`]);
  }
}
