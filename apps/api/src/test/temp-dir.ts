import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The folder a test's files go under: the run's folder, which the run removes with all in it at
 * its end (global-setup.ts), or the temporary folder for a script that runs outside Vitest.
 */
export function testRunDir(): string {
  return (process.env.VITEST && inject('testRunDir')) || os.tmpdir();
}

/**
 * A new empty folder for a test's files, under the run's folder: it goes with the run even when
 * the test that made it fails or times out before its own `afterAll` could remove it.
 */
export function testTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(testRunDir(), prefix));
}
