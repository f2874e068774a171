/**
 * The reads `npm run bench` measures, and what it learns of them before measuring: the product's
 * statements for each (the replay baseline's plan) and the minimal baseline's rows checked
 * against the product's.
 */
import { API_ROUTES, apiUrlOf, HEALTH_PATHS } from '@fuel/contract';
import Fastify from 'fastify';
import { app } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import type { Database } from '../../src/db/database';
import type { PlannedRoute } from './baseline';
import type { Fixtures } from './fixtures';
import type { Read } from './measure';
import { startRecording, stopRecording } from './record';
import { sameRows } from './same-rows';
import { env, MINIMAL_PORT, PRODUCT_PORT, url } from './servers';

/** The deep history page measured: the middle of the reader's history. */
export const deepPage = (f: Fixtures) => Math.floor(f.historyRows / 10 / 2);

/**
 * The minimal baseline must answer the same rows as the product, or its figures would compare
 * two different replies: each signed-in read's ids are compared, in order.
 */
export async function checkMinimalAnswers(list: Read[], f: Fixtures) {
  for (const read of list.filter((r) => r.auth)) {
    const headers = { authorization: `Bearer ${f.reader.token}` };
    const product = await (await fetch(`${url(PRODUCT_PORT)}${read.path}`, { headers })).json();
    const minimal = await (await fetch(`${url(MINIMAL_PORT)}/${read.name}`)).json();
    const problem = sameRows(product, minimal);
    if (problem) {
      throw new Error(
        `minimal baseline, ${read.name}: ${problem}: ${JSON.stringify(minimal).slice(0, 300)}`,
      );
    }
  }
}

export function allReads(deep: number): Read[] {
  const { products, stations, ledger, transactions, dashboard, notifications } = API_ROUTES;
  return [
    { name: 'health', label: 'health answer', path: HEALTH_PATHS.live, auth: false },
    {
      name: 'products',
      label: 'catalog: products',
      path: `${apiUrlOf(products.list)}?limit=100`,
      auth: false,
    },
    {
      name: 'stations',
      label: 'catalog: stations',
      path: `${apiUrlOf(stations.list)}?limit=100`,
      auth: false,
    },
    { name: 'balances', label: 'balances', path: apiUrlOf(ledger.balances), auth: true },
    {
      name: 'history',
      label: 'history page 1',
      path: `${apiUrlOf(transactions.list)}?offset=1&limit=10`,
      auth: true,
    },
    {
      name: 'history-deep',
      label: `history page ${deep}`,
      path: `${apiUrlOf(transactions.list)}?offset=${deep}&limit=10`,
      auth: true,
    },
    { name: 'dashboard', label: 'dashboard', path: apiUrlOf(dashboard.get), auth: true },
    {
      name: 'messages',
      label: 'messages',
      path: `${apiUrlOf(notifications.list)}?offset=1&limit=10`,
      auth: true,
    },
  ];
}

/** Runs each read in the product in-process and keeps the statements of a warmed-up request. */
export async function plan(
  server: string,
  database: Database,
  f: Fixtures,
  list: Read[],
): Promise<PlannedRoute[]> {
  // No periodic work in here: only the request's own statements are recorded.
  const config = loadConfig(env({ DATABASE_URL: server, RUN_WORKER: 'false' }));
  const inProcess = Fastify({ logger: false });
  await inProcess.register(app, { config, database });
  await inProcess.ready();
  const routes: PlannedRoute[] = [];
  try {
    for (const read of list) {
      const headers = read.auth ? { authorization: `Bearer ${f.reader.token}` } : {};
      await inProcess.inject({ method: 'GET', url: read.path, headers });
      startRecording();
      const res = await inProcess.inject({ method: 'GET', url: read.path, headers });
      const statements = stopRecording();
      if (res.statusCode !== 200) throw new Error(`${read.path}: ${res.statusCode} ${res.body}`);
      if (process.env.BENCH_VERBOSE) {
        console.log(
          read.name,
          statements.map((s) => s.text.slice(0, 90)),
        );
      }
      // The public catalog is compared with a bare reply, whatever the product does for it.
      routes.push({ name: read.name, statements: read.auth ? statements : [], body: res.body });
    }
  } finally {
    await inProcess.close();
  }
  return routes;
}
