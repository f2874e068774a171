import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, allRoutes, type RouteDef } from '@fuel/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';

const APPS = path.resolve(import.meta.dirname, '../..');

/** Routes under the API's prefix that the table does not hold: the OpenAPI page and document. */
const OUTSIDE_THE_TABLE = /^\/docs(\/|$)/;

let t: TestApp;
/** Every route the app registers, as Fastify is given it. */
const registered: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    seed: false,
    before: (app) => app.addHook('onRoute', (route) => void registered.push(route)),
  });
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;
/** The API's own routes by method and path (Fastify adds a HEAD to each GET by itself). */
function apiRoutes(): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  for (const route of registered) {
    if (!route.url.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.set(key(method, route.url.slice(API_PREFIX.length)), route);
    }
  }
  return routes;
}

/** Where a registered route's schemas are not the very ones its table entry names. */
function drift(def: RouteDef, route: RouteOptions): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const response = (schema.response ?? {}) as Record<number, unknown>;
  const parts: [string, unknown, unknown][] = [
    ['params', schema.params, def.params],
    ['query', schema.querystring, def.query],
    ['body', schema.body, def.body],
    [`reply ${def.status ?? 200}`, response[def.status ?? 200], def.reply],
  ];
  return parts.flatMap(([part, has, wants]) => (has === wants ? [] : [part]));
}

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

  it('gives each route its schemas: the API registers none of its own', () => {
    const routes = apiRoutes();
    const drifted = allRoutes().flatMap((def) => {
      const route = routes.get(key(def.method, def.path));
      return route ? drift(def, route).map((part) => `${def.method} ${def.path}: ${part}`) : [];
    });
    expect(drifted).toEqual([]);
  });

  it('holds every route the API serves under its prefix', () => {
    const inTable = new Set(allRoutes().map((def) => key(def.method, def.path)));
    const extra = [...apiRoutes().keys()].filter(
      (route) => !inTable.has(route) && !OUTSIDE_THE_TABLE.test(route.split(' ')[1] ?? ''),
    );
    expect(extra).toEqual([]);
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
