import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, allRoutes } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';

const APPS = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** Source files of both apps, tests and their helpers included (this file spells no path). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'migrations'].includes(entry.name) ? [] : sources(full);
    }
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A quoted path, `/api` or not, parameters written as `${…}` or as anything but a slash. */
function literalOf(routePath: string): RegExp {
  const body = routePath
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '(?:\\$\\{[^}]+\\}|[^/\'"`?]+)'
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`['"\`](?:/api)?${body}['"\`?]`);
}

describe('the contract’s route table', () => {
  it('is what the API serves: every route registered with its method and path', () => {
    const missing = allRoutes()
      .filter(
        (route) => !t.app.hasRoute({ method: route.method, url: `${API_PREFIX}${route.path}` }),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('is the only place an API path is written in the apps', () => {
    const patterns = allRoutes().map((route) => ({ route, pattern: literalOf(route.path) }));
    const found: string[] = [];
    for (const file of [
      ...sources(path.join(APPS, 'api/src')),
      ...sources(path.join(APPS, 'api/scripts')),
      ...sources(path.join(APPS, 'web/src')),
      ...sources(path.join(APPS, 'web/e2e')),
    ]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const { route, pattern } of patterns) {
        if (pattern.test(text)) found.push(`${path.relative(APPS, file)}: ${route.path}`);
      }
    }
    expect(found).toEqual([]);
  });
});
