import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PREFIX, API_ROUTES, type ProductsReply } from '@fuel/contract';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config/env';
import { createUser, signIn } from './test/factories';
import { testTempDir } from './test/temp-dir';
import { buildTestApp, type TestApp, testConfig } from './test/test-app';
import { createServer } from './transport';

const dir = testTempDir('fc-tls-');
const certFile = path.join(dir, 'localhost.crt');
const keyFile = path.join(dir, 'localhost.key');
let cert = '';
let t: TestApp;
let origin = '';
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  cert = pems.cert;
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private);
  t = await buildTestApp({ env: { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(t.app.server.address() as AddressInfo).port}`;
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One HTTP/2 request; the reply's headers and as much of its body as `enough` asks for. */
function h2Get(
  target: string,
  headers: Record<string, string> = {},
  enough = (_: string) => false,
) {
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const session = http2.connect(origin, { ca: cert });
    session.on('error', reject);
    const stream = session.request({ ':path': target, ...headers });
    let replyHeaders: http2.IncomingHttpHeaders = {};
    let body = '';
    const done = () => {
      session.close();
      stream.close();
      resolve({ headers: replyHeaders, body });
    };
    stream.on('response', (h) => (replyHeaders = h));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
      if (enough(body)) done();
    });
    stream.on('end', done);
    stream.on('error', reject);
  });
}

describe('HTTPS with a certificate (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('answers browsers over HTTP/2', async () => {
    const { headers, body } = await h2Get(`${API_PREFIX}${API_ROUTES.products.list.path}`);
    expect(headers[':status']).toBe(200);
    expect((JSON.parse(body) as ProductsReply).count).toBe(6);
  });

  it('answers clients without HTTP/2 over HTTP/1.1', async () => {
    const reply = await new Promise<{ version: string; status?: number }>((resolve, reject) => {
      https
        .get(`${origin}/readyz`, { ca: cert }, (res) => {
          res.resume();
          resolve({ version: res.httpVersion, status: res.statusCode });
        })
        .on('error', reject);
    });
    expect(reply).toEqual({ version: '1.1', status: 200 });
  });

  it('streams live events over HTTP/2 without a connection header', async () => {
    const user = await createUser(t.database.db);
    const { access_token } = await signIn(t.app, user);
    const { headers, body } = await h2Get(
      `${API_PREFIX}${API_ROUTES.events.stream.path}`,
      { authorization: `Bearer ${access_token}` },
      (text) => text.includes(': connected'),
    );
    expect(headers[':status']).toBe(200);
    expect(headers['content-type']).toContain('text/event-stream');
    expect(body).toContain(': connected');
    expect(warnings.filter((w) => /connection header/i.test(w))).toEqual([]);
  });

  it('refuses to start with a certificate it cannot read, naming the variable', () => {
    const config = testConfig({
      TLS_CERT_FILE: path.join(dir, 'missing.crt'),
      TLS_KEY_FILE: keyFile,
    });
    expect(() => createServer(config)).toThrow(ConfigError);
    expect(() => createServer(config)).toThrow(/TLS_CERT_FILE: cannot read .*missing\.crt/);
  });
});
