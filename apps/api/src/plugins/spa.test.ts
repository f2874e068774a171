import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PREFIX } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from '../test/temp-dir';
import { buildTestApp, type TestApp } from '../test/test-app';

const dist = testTempDir('fc-dist-');
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const DRAWN = `<!doctype html><html lang="hy"><body><div id="root" data-prerendered="auth">${'<p>Մուտք</p>'.repeat(200)}</div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dist, 'prerendered', 'am'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'prerendered', 'am', 'auth.html'), DRAWN);
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'am', 'auth.html.br'),
    zlib.brotliCompressSync(DRAWN),
  );
  t = await buildTestApp({ seed: false, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/am/dashboard', '/en/privacy-policy', '/xx/anything/deep', '/ru/auth?x=1'])(
    'answers the app path %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it.each(['/am/auth', '/am/auth?next=%2Fam%2Fcards'])(
    'answers %s, a page the build drew, with that drawing, pre-compressed and never cached',
    async (url) => {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(DRAWN);

      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.body).toBe(DRAWN);
    },
  );

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing file and an unknown API path with 404, not the app', async () => {
    for (const url of ['/assets/missing-123.js', '/favicon.png', `${API_PREFIX}/nothing`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it('does not answer other methods with the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/am/auth' });
    expect(res.statusCode).toBe(404);
  });
});
