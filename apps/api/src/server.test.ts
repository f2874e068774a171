import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ProductsReply } from '@fuel/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';
import { testTempDir } from './test/temp-dir';

const dataDir = testTempDir('fc-server-');
/** A port for each server the file starts, so a late one never answers for another. */
let nextPort = 3900 + Math.floor(Math.random() * 29) * 3;
const started: ChildProcess[] = [];
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// A server whose test failed before stopping it is not left running into the next test.
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startServer(dir = dataDir): { child: ChildProcess; output: () => string; port: number } {
  let output = '';
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
    },
  });
  started.push(child);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output, port };
}

/**
 * Up to 100 s: a first start transpiles the app through tsx, migrates and seeds, beside another
 * test file on two cores. A server that exits meanwhile fails the wait at once, with its output.
 */
async function waitUntilReady({ child, output, port }: ReturnType<typeof startServer>) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready: ${output()}`);
}

/** Up to 30 s: a server started by tsx beside other test files may print late on 2 cores. */
async function waitFor<T>(find: () => T | undefined): Promise<T | undefined> {
  for (let i = 0; i < 600; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

describe('the server process', () => {
  it('migrates, seeds, serves, logs JSON with request ids and shuts down cleanly on SIGTERM', async () => {
    const server = startServer();
    const { child, output, port } = server;
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitUntilReady(server);

    const res = await fetch(`http://127.0.0.1:${port}/api/products`, {
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(((await res.json()) as ProductsReply).count).toBe(6);
    expect(output()).toContain(`Fuel Cabinet is running at http://localhost:${port}`);
    // The request is logged when it completes, which may be after its reply has arrived here.
    const logLine = await waitFor(() =>
      output()
        .split('\n')
        .find((line) => line.includes('"request_id":"trace-me-42"')),
    );
    expect(logLine && JSON.parse(logLine).level).toBe(30);
    // The readiness probes answered while it started are not logged: a balancer asks every few
    // seconds, and a line each would bury the log.
    expect(output()).not.toContain('"url":"/readyz"');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The lock on the data directory is released: the next process can open it.
    const reopened = await openPglite(dataDir);
    await reopened.close();
  }, 120_000);
});

describe('the first start on a database that already has a company', () => {
  it('seeds no demo accounts and prints no demo login', async () => {
    const dir = testTempDir('fc-server-company-');
    try {
      // What an operator may do before ever starting the server.
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/admin/cli.ts',
          'create-company',
          '--email',
          'owner@early.am',
          '--name',
          'Early Logistics LLC',
          '--password',
          'EarlyPass1',
        ],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir },
        },
      );
      const server = startServer(dir);
      const { child, output, port } = server;
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await waitUntilReady(server);
      const banner = await waitFor(() =>
        output().includes('API documentation') ? output() : undefined,
      );
      expect(banner).toContain(`Fuel Cabinet is running at http://localhost:${port}`);
      expect(banner).not.toContain('Demo logins');
      expect(banner).not.toContain('demo.fuel-cabinet.am');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('starting against an unreachable database', () => {
  it('prints one clear line (no stack, no password) and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://fuel:s3cret-pass@127.0.0.1:1/fuel',
        PORT: String(nextPort++),
        WEB_DIST: '/nonexistent',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Cannot reach PostgreSQL at 127.0.0.1:1/fuel (ECONNREFUSED). Check DATABASE_URL and that the server is running.',
    ]);
  }, 60_000);
});
