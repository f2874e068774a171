/**
 * A PostgreSQL primary and a streaming replica of it, made for one test run in a temporary
 * folder: initdb on one port, pg_basebackup -R from it into a second folder started on another
 * port. Both run as the postgres OS user (when the test runs as root) with PostgreSQL 15's own
 * binaries, so the machine's server and its pg_hba.conf are left alone.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? findBin();

function findBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL server binaries (set PG_BIN)');
  return path.join(root, versions[0], 'bin');
}

/** Runs a server binary as the postgres user when this process is root (the server refuses root). */
function run(binary: string, args: string[]): string {
  const command = path.join(BIN, binary);
  const asPostgres = process.getuid?.() === 0;
  return execFileSync(
    asPostgres ? 'runuser' : command,
    asPostgres ? ['-u', 'postgres', '--', command, ...args] : args,
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

export interface Server {
  port: number;
  url(database: string): string;
  start(): void;
  stop(): void;
}

function server(dataDir: string, port: number, socketDir: string, log: string): Server {
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      void run('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`,
        '-l',
        log,
        '-w',
        'start',
      ]),
    stop: () => void run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

export interface Pair {
  primary: Server;
  replica: Server;
  dir: string;
  /** Stops both servers and removes their folders. */
  remove(): void;
}

/** Makes and starts the primary, then the replica (streaming, hot standby) from its base backup. */
export function startPrimaryAndReplica(ports: { primary: number; replica: number }): Pair {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-replica-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Replication connections from this machine are trusted by initdb's own pg_hba.conf.
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    [
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      "shared_preload_libraries = 'pg_stat_statements'",
      // A scratch server: no need to wait for the disk.
      'fsync = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  const primary = server(primaryDir, ports.primary, dir, path.join(dir, 'primary.log'));
  primary.start();
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  const replica = server(replicaDir, ports.replica, dir, path.join(dir, 'replica.log'));
  replica.start();
  let removed = false;
  return {
    primary,
    replica,
    dir,
    remove() {
      if (removed) return;
      removed = true;
      for (const s of [replica, primary]) {
        try {
          s.stop();
        } catch {
          // Already stopped.
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
