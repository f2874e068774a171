/**
 * nginx in front of the API instances, as docs/operations.md sets it up: its own configuration,
 * pid, logs and temporary files in the test's folder, in the foreground, on loopback.
 *
 * Retries: nginx passes a request that failed before any reply (connection refused or reset,
 * a timeout, a 503 from an instance that is closing) to the next instance, but a POST only when
 * it carries an Idempotency-Key, which the product honours on every value-moving POST (the
 * second try gets the first one's answer, never a second movement). A POST without a key may
 * have been done by the instance that failed: passing it on could do it twice, so its client
 * gets the 502 and decides. GET and the live events are retried freely.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './processes';

export interface Nginx {
  url: URL;
  /** Takes an instance out of the rotation (`down`) or puts it back, with a reload. */
  drain(port: number, drained: boolean): Promise<void>;
  accessLog: string;
  stop(): Promise<void>;
}

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx-light');
}

function config(dir: string, port: number, upstreams: number[], drained: Set<number>): string {
  const servers = upstreams
    .map(
      (p) =>
        `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${drained.has(p) ? ' down' : ''};`,
    )
    .join('\n');
  const proxy = `
      proxy_pass http://cabinet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream_tries 3;`;
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format cluster '$msec $request_method $uri $status "$upstream_addr" "$upstream_status" key=$has_key';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;

  upstream cabinet {
${servers}
  }

  # A request with an Idempotency-Key may be passed to another instance even when it is a POST.
  map $http_idempotency_key $has_key {
    default 1;
    "" 0;
  }

  server {
    listen 127.0.0.1:${port};
    # Which instances answered (the test attributes each failure to one).
    add_header X-Upstream $upstream_addr always;

    location / {
      error_page 418 = @keyed;
      if ($has_key) { return 418; }
${proxy}
      proxy_next_upstream error timeout http_503;
    }

    location @keyed {
${proxy}
      proxy_next_upstream error timeout http_503 non_idempotent;
    }

    # Live events: streamed as they come (the API also says X-Accel-Buffering: no), kept open
    # past nginx's default minute (the API sends a comment every 25 s).
    location = /api/user/events {
${proxy}
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_503;
    }
  }
}
`;
}

export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Nginx> {
  const binary = nginxBinary();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  const drained = new Set<number>();
  const write = () => fs.writeFileSync(file, config(dir, port, upstreams, drained));
  write();
  execFileSync(binary, ['-t', '-q', '-c', file, '-p', dir], { stdio: 'inherit' });
  const child: ChildProcess = spawn(binary, ['-c', file, '-p', dir], { stdio: 'inherit' });
  const url = new URL(`http://127.0.0.1:${port}`);
  for (let i = 0; i < 100 && !(await listening(port)); i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    await sleep(50);
  }
  const reload = async () => {
    const before = workerPids(child.pid);
    execFileSync(binary, ['-s', 'reload', '-c', file, '-p', dir]);
    // The reload is done once a new worker runs (the old ones finish their connections).
    for (let i = 0; i < 100; i++) {
      if (workerPids(child.pid).some((pid) => !before.includes(pid))) return;
      await sleep(50);
    }
    throw new Error('nginx did not reload');
  };
  return {
    url,
    accessLog: path.join(dir, 'access.log'),
    async drain(upstream, on) {
      if (on) drained.add(upstream);
      else drained.delete(upstream);
      write();
      await reload();
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      for (let i = 0; i < 100 && child.exitCode === null; i++) await sleep(50);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The master's worker processes, from /proc. */
function workerPids(master: number | undefined): number[] {
  if (!master) return [];
  const children = `/proc/${master}/task/${master}/children`;
  if (!fs.existsSync(children)) return [];
  return fs.readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/**
 * From nginx's access log: requests per instance that answered, and those nginx passed on to
 * another instance after one failed (POSTs among them only with an Idempotency-Key).
 */
export function accessLogSummary(file: string) {
  const perInstance = new Map<string, number>();
  let passedOn = 0;
  let postsPassedOn = 0;
  let postsPassedOnWithoutKey = 0;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\S+ (\S+) \S+ \d+ "([^"]*)" "[^"]*" key=(\d)/.exec(line);
    if (!match) continue;
    const [, method, upstream = '', key] = match;
    const tried = upstream.split(',').map((u) => u.trim());
    const last = tried.at(-1) ?? '';
    perInstance.set(last, (perInstance.get(last) ?? 0) + 1);
    if (tried.length > 1) {
      passedOn++;
      if (method === 'POST') {
        postsPassedOn++;
        if (key !== '1') postsPassedOnWithoutKey++;
      }
    }
  }
  return { perInstance, passedOn, postsPassedOn, postsPassedOnWithoutKey };
}
