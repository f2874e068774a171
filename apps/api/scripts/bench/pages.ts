/**
 * `npm run bench:pages`: Lighthouse (mobile, its default simulated throttling) on the sign-in page
 * and, signed in through a real session, on Main, My balance and Transactions; the median of five
 * runs per page, written into docs/benchmarks.md. Runs the built product on a fresh embedded
 * database with the demo accounts, and the Chromium the browser tests use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import puppeteer, { type Browser } from 'puppeteer-core';
import { dataShownAt } from './data-shown';
import { machine, table, writeSection } from './report';
import { seedScript, signIn, storageAfterVisit, storageOf } from './returning-user';
import { PRODUCT_PORT, startProduct, stop, url } from './servers';
import { CHROMIUM_TLS_FLAGS, localhostCertificate, PAGES_OVER_HTTPS } from './tls';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 5);
// While looking into one page: `BENCH_PAGES_ONLY=Main` measures only the pages named (comma-
// separated) and `BENCH_PAGES_REPORT_DIR=dir` keeps each run's whole Lighthouse report and its
// trace there.
// A partial run does not rewrite docs/benchmarks.md.
const ONLY = process.env.BENCH_PAGES_ONLY?.split(',').map((name) => name.trim());
const REPORT_DIR = process.env.BENCH_PAGES_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
// `shows`: what appears once the page's data has arrived (the demo user's balances, the first
// row of the history), timed in a throttled browser as well.
const ALL_PAGES = [
  { name: 'Sign-in', path: '/am/auth', signedIn: false },
  { name: 'Main', path: '/am/dashboard', signedIn: true },
  {
    name: 'My balance',
    path: '/am/my-balance',
    signedIn: true,
    shows: '[data-testid=balance-value]',
  },
  {
    name: 'Transactions',
    path: '/am/transactions',
    signedIn: true,
    shows: 'main tbody tr, main ul > li > a[href*="/transactions/"]',
  },
] as const;
const PAGES = ALL_PAGES.filter(({ name }) => !ONLY || ONLY.includes(name));
const origin = url(PRODUCT_PORT, PAGES_OVER_HTTPS);

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number };

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; such a run
 * measured nothing, so it is run again, at most twice.
 */
async function auditWithRetry(
  browser: Browser,
  target: string,
  storage: Record<string, string> | null,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, target, storage);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`${target}: no trace recorded, measuring again`);
    }
  }
}

/** One Lighthouse run in a new tab; a signed-in page gets its session before the app starts. */
async function audit(browser: Browser, target: string, storage: Record<string, string> | null) {
  const page = await browser.newPage();
  if (storage) {
    // Lighthouse clears the origin's storage before it loads the page; this puts it back into
    // every new document first, as a returning user's browser would have it.
    await page.evaluateOnNewDocument(seedScript(storage));
  }
  // A signed-in page keeps its live stream (SSE) open, so the network never falls quiet and
  // Lighthouse would wait its full 45 s for that on every run; the page settles within 2 s.
  const flags: Flags = {
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 10_000,
  };
  const result = await lighthouse(`${origin}${target}`, flags, undefined, page);
  await page.close();
  if (!result) throw new Error(`${target}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${target.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    // The trace the scores were computed from (chrome://tracing, DevTools' Performance panel);
    // a run that recorded none is measured again below.
    if (result.artifacts.Trace) {
      fs.writeFileSync(
        path.join(REPORT_DIR, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
    }
  }
  if (lhr.runtimeError) throw new Error(`${target}: ${lhr.runtimeError.message}`);
  if (storage && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(target)) {
    throw new Error(`${target}: ended at ${lhr.finalDisplayedUrl}, not signed in`);
  }
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  } satisfies Scores;
}

// Lighthouse's measure of the host's CPU, taken at every run. Its 4x slowdown stands for a
// mid-range phone only on a fast desktop (an index of about 1500-2000, Lighthouse's
// docs/throttling.md); on a slower machine the same pages score lower, so the figures say which.
const benchmarkIndexes: number[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
const about = machine();
const product = await startProduct({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  DEV_TOOLS: 'true',
  ...(PAGES_OVER_HTTPS ? await localhostCertificate(dataDir) : {}),
});
// The browser tests' Chromium (Debian's, or CHROME_PATH) with their flags for a closed network.
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
    ...CHROMIUM_TLS_FLAGS,
  ],
  headless: true,
});
const rows: (string | number)[][] = [];
try {
  for (const page of PAGES) {
    const { name, path: target, signedIn } = page;
    const runs: Scores[] = [];
    const storage = signedIn
      ? await storageAfterVisit(browser, origin, target, storageOf(await signIn(origin)))
      : null;
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(browser, target, storage));
    const m = (key: keyof Scores) => median(runs.map((r) => r[key]));
    const all = (key: keyof Scores) => runs.map((r) => r[key]).join(', ');
    console.log(
      `${name}: performance ${all('performance')}; LCP ${all('lcp')} ms; TBT ${all('tbt')} ms`,
    );
    const shown: number[] = [];
    if ('shows' in page && storage)
      for (let i = 0; i < RUNS; i += 1)
        shown.push(await dataShownAt(browser, `${origin}${target}`, storage, page.shows));
    if (shown.length) console.log(`${name}: data shown at ${shown.join(', ')} ms (throttled)`);
    rows.push([
      `${name} (\`${target}\`)`,
      m('performance'),
      m('accessibility'),
      m('best-practices'),
      `${m('lcp')} ms`,
      `${m('tbt')} ms`,
      shown.length ? `${median(shown)} ms` : '-',
      all('performance'),
    ]);
  }
} finally {
  await browser.close();
  await stop(product);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!ONLY)
  writeSection(
    'bench:pages',
    `## Lighthouse (\`npm run bench:pages\`)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${about}; ${cpuPower()}.
Lighthouse ${lighthousePackage.version} in its mobile configuration (simulated slow 4G and a 4x slower CPU) on the
built product, served ${PAGES_OVER_HTTPS ? 'over HTTPS with HTTP/2, as it is deployed (a certificate made for localhost at each run; `BENCH_PAGES_HTTP1=true` measures plain HTTP/1.1)' : 'over plain HTTP/1.1 (`BENCH_PAGES_HTTP1=true`)'}, Chromium from the browser tests; the median of ${RUNS} runs per page, each in a new
tab with an empty cache. Signed-in pages use a session made by a real sign-in (password and
e-mailed code), and what the app kept in local storage when the page was opened once before (a
returning user's: the session, and the reads each page makes first, sent before its code runs).
"Data shown": when My balance's balances and the history's first row appear, median of ${RUNS}
loads in Chromium with DevTools' throttling (the same slow 4G and 4x CPU, in real time, empty
cache). Total blocking time depends on the machine's load and speed: the simulation
scales the main-thread work it observed. Its 4x slowdown stands for a mid-range phone on a
machine whose CPU benchmark index is about 1500-2000 (Lighthouse's docs/throttling.md); on a
slower machine the same pages score lower.

${table(['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'data shown', 'performance, each run'], rows)}`,
  );
console.log(
  table(
    ['page', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'data shown', 'runs'],
    rows,
  ),
);
console.log(cpuPower(), PAGES_OVER_HTTPS ? '(HTTPS, HTTP/2)' : '(HTTP/1.1)');

/** The CPU benchmark index Lighthouse measured, median and range over every run. */
function cpuPower() {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  const span = `${Math.round(sorted[0] ?? 0)}-${Math.round(sorted.at(-1) ?? 0)}`;
  return `Lighthouse's CPU benchmark index ${Math.round(median(sorted))} (${span} over the runs)`;
}
