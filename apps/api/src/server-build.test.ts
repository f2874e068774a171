import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testTempDir } from './test/temp-dir';

// `npm run build` bundles the server; `npm run serve` runs the bundle with plain Node.
const API = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.resolve(API, '../web/dist');
const dataDir = testTempDir('fc-built-');
const port = 3990 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${port}`;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function waitUntilReady(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

describe('the built server', () => {
  it('runs from dist/ without TypeScript and finds its migrations, texts and files', async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API });
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: API,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
      },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // Ready means migrated: the migrations were found next to their source.
      await waitUntilReady(child);
      // A contract message in a language other than the default (the contract's locale files).
      const bad = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: '{}',
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(await bad.json())).toContain('This field is required');
      // Without the demo accounts an empty database still gets its fuels and stations.
      const catalog = await fetch(`${base}/api/products`);
      expect(((await catalog.json()) as { count: number }).count).toBeGreaterThan(0);
      expect(output).not.toContain('Demo logins');
      // The web app is looked for in apps/web/dist, as when the server runs from source.
      if (fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
        const page = await fetch(`${base}/am/auth`);
        expect(page.headers.get('content-type')).toContain('text/html');
      } else {
        expect(output).toContain(JSON.stringify(WEB_DIST));
      }
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);
});
