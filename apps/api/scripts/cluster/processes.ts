/**
 * The API instances of the cluster test: the built server (`node server.js`, as `npm run serve`
 * runs it), each on a port of its own, all on one database and one Redis. Built once per run
 * into a folder of the run's own, so a build of dist/ beside it cannot change it under the test.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTH_PATHS } from '@fuel/contract';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const API = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the server into apps/api/.tmp/<name> and returns the bundle's path. */
export function buildServer(name: string): { entry: string; remove(): void } {
  const dir = path.join(API, '.tmp', name);
  execFileSync(process.execPath, [path.join(API, 'scripts/build.mjs')], {
    env: { ...process.env, API_BUILD_DIR: dir },
    stdio: 'inherit',
  });
  return {
    entry: path.join(dir, 'server.js'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface Instance {
  name: string;
  port: number;
  /** When the current process started, and how many times it was started. */
  starts: number;
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with it. */
  kill(): Promise<void>;
  /** SIGTERM: in-flight requests finish, streams end, then the process exits. */
  stop(): Promise<void>;
  running(): boolean;
}

export function instance(
  name: string,
  port: number,
  entry: string,
  env: Record<string, string>,
  logDir: string,
): Instance {
  let child: ChildProcess | undefined;
  const log = path.join(logDir, `${name}.log`);
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  const self: Instance = {
    name,
    port,
    starts: 0,
    async start() {
      const out = fs.openSync(log, 'a');
      child = spawn(process.execPath, [entry], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      self.starts++;
      const started = child;
      for (let i = 0; i < 240; i++) {
        if (started.exitCode !== null) {
          throw new Error(
            `${name} exited with code ${started.exitCode} before it was ready:\n${tail(log)}`,
          );
        }
        const ok = await fetch(`http://127.0.0.1:${port}${HEALTH_PATHS.ready}`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(250);
      }
      throw new Error(`${name} did not become ready in 60 s:\n${tail(log)}`);
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited();
    },
    running: () => !!child && child.exitCode === null && child.signalCode === null,
  };
  return self;
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}
