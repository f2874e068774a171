import fs from 'node:fs';
import path from 'node:path';

/**
 * Playwright cannot download its own browser here, so the tests use a Chromium already on the
 * machine: CHROME_PATH, else Debian's /usr/bin/chromium, else the npm-packaged @sparticuz/chromium.
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  // The packaged build unpacks itself into TMPDIR; keep that inside the project.
  process.env.TMPDIR ??= path.resolve('.tmp');
  fs.mkdirSync(process.env.TMPDIR, { recursive: true });
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Flags for a headless Chromium on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
