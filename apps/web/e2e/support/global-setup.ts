import fs from 'node:fs';
import path from 'node:path';
import { startMailCapture } from './mail-capture';

/**
 * Starts the SMTP capture before the tests, and removes the embedded databases earlier runs
 * left; the returned function stops the capture after them.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!port || !dir || !dataDir) {
    throw new Error('playwright.config.ts sets E2E_SMTP_PORT, E2E_MAIL_DIR and E2E_DATA_DIR');
  }
  removeEarlierData(dataDir);
  return startMailCapture(port, dir);
}

/**
 * Each run's server starts on a fresh embedded database beside this run's (`e2e-data-<time>`).
 * One whose lock file no server refreshes any more (every 5 s, stale after 15 s:
 * apps/api/src/db/pglite.ts) belongs to a run that has ended, and goes.
 */
function removeEarlierData(current: string) {
  const folder = path.dirname(current);
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    const dir = path.join(folder, name);
    if (!name.startsWith('e2e-data-') || dir === current) continue;
    const lock = path.join(dir, 'fuel-cabinet.lock');
    const held = fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs < 60_000;
    if (!held) fs.rmSync(dir, { recursive: true, force: true });
  }
}
