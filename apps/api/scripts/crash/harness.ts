/**
 * What the crash scripts share: a scratch database on the PostgreSQL server in DATABASE_URL
 * (migrated, with both sandboxes' tables),
 * the real server started on it as a child process (killed with SIGKILL, started again), and
 * signing in through its API with the code from the development mailbox.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HEALTH_PATHS } from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/db/database';
import { openPostgres } from '../../src/db/postgres';
import { codeIn } from '../../src/test/factories';
import { createScratchDatabase } from '../../src/test/test-database';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Found from this file, not from the folder it is run in: `npm run test:crash` runs it in apps/api.
const serverSource = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface CrashHarness {
  base: string;
  db: Db;
  /** Starts the server (with these variables on top of the usual ones) and waits until ready. */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGKILL to the server's whole process group: no shutdown hook runs. */
  kill(): void;
  signIn(email: string, password: string): Promise<string>;
  /** Stops the server and drops the scratch database. */
  close(): Promise<void>;
}

export async function crashHarness(prefix: string): Promise<CrashHarness> {
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (a scratch database is made).');
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const scratch = await createScratchDatabase(server, prefix);
  const database = await openPostgres(scratch.url, 4);
  const db = database.db;
  await database.migrate({ sandboxGateway: true, sandboxFiscal: true });
  let child: ChildProcess | undefined;

  async function ready() {
    for (let i = 0; i < 120; i++) {
      // A server that could not start says why on stderr; waiting a minute more would not help.
      if (child?.exitCode !== null && child?.exitCode !== undefined)
        throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
      const ok = await fetch(`${base}${HEALTH_PATHS.ready}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(250);
    }
    throw new Error('the server did not become ready');
  }

  return {
    base,
    db,
    async start(env = {}) {
      child = spawn('npx', ['tsx', serverSource], {
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          SEED_DEMO: 'false',
          PUBLIC_URL: base,
          RATE_LIMIT_PER_MINUTE: '1000000',
          AUTH_RATE_LIMIT_SCALE: '100',
          MAX_PENDING_PAYMENTS: '100',
          MAINTENANCE_INTERVAL_SECONDS: '2',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      await ready();
    },
    kill() {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    },
    async signIn(email, password) {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, password }),
      }).then((r) => r.json() as Promise<{ challenge_id: string }>);
      for (let i = 0; i < 60; i++) {
        const [message] = rowsOf<{ text: string }>(
          await db.execute(
            sql`select text from dev_mailbox where recipient = ${email} order by created_at desc limit 1`,
          ),
        );
        if (message) {
          const verified = await fetch(`${base}/api/verify-2fa`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ challenge_id: login.challenge_id, code: codeIn(message.text) }),
          }).then((r) => r.json() as Promise<{ access_token: string }>);
          return verified.access_token;
        }
        await sleep(250);
      }
      throw new Error(`no sign-in code for ${email}`);
    },
    async close() {
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
      }
      await sleep(1000);
      await database.close();
      await scratch.drop();
    },
  };
}
