import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One folder for the whole run; the files the tests write (uploads) go under it. */
    testRunDir: string;
  }
}

/** Creates the run's folder in the temporary folder, and removes it with all in it at the end. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-run-'));
  project.provide('testRunDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
