import SwaggerParser from '@apidevtools/swagger-parser';
import { API_PREFIX, API_ROUTES, allRoutes, apiUrlOf, ERROR_DESCRIPTIONS } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessOf } from '../lib/route-access';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('passes a standard OpenAPI validator as served', async () => {
    const res = await t.app.inject(`${API_PREFIX}/docs/json`);
    expect(res.statusCode).toBe(200);
    // `validate` throws with the list of problems; a valid document resolves to itself.
    const validated = await SwaggerParser.validate(res.json());
    expect(Object.keys(validated.paths ?? {})).toContain(apiUrlOf(API_ROUTES.payments.callback));
  });

  it('documents every route of the table, with its method', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // OpenAPI writes a parameter `{id}` where the table writes `:id`.
    const missing = allRoutes()
      .map((route) => [route.method.toLowerCase(), route.path.replace(/:(\w+)/g, '{$1}')])
      .filter(([method = '', path]) => !doc.paths[`${API_PREFIX}${path}`]?.[method])
      .map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('asks for the bearer token on every route of the table but the public ones', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const wrong = allRoutes().filter((route) => {
      const url = `${API_PREFIX}${route.path}`;
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const isPublic = routeAccessOf(route.method, url)?.access === 'public';
      return isPublic === Boolean(operation?.security);
    });
    expect(wrong.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('describes every error code', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      info: { description: string };
    };
    expect(doc.info.description).toContain(
      `| CARD_DECLINED | 422 | ${ERROR_DESCRIPTIONS.CARD_DECLINED} |`,
    );
  });

  it('lists the bank callback parameters one by one', async () => {
    const doc = (await t.app.inject(`${API_PREFIX}/docs/json`)).json() as {
      paths: Record<string, { get: { parameters?: { name: string; in: string }[] } }>;
    };
    const parameters = doc.paths[apiUrlOf(API_ROUTES.payments.callback)]?.get.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:mdOrder', 'query:orderNumber', 'query:operation']),
    );
  });
});
