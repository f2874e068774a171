import SwaggerParser from '@apidevtools/swagger-parser';
import { API_PREFIX, API_ROUTES, apiUrlOf, ERROR_DESCRIPTIONS } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
