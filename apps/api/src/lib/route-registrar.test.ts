import { API_ROUTES } from '@fuel/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { routeRegistrar } from './route-registrar';

const created = API_ROUTES.cardGroups.create;

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

let app: ReturnType<typeof bareApp>;
afterEach(() => app.close());

describe('routeRegistrar', () => {
  it('registers a route from the table: its path, its body schema and its status', async () => {
    app = bareApp();
    routeRegistrar(app, { tags: ['cards'] })(
      created,
      { summary: 'Add a card group' },
      (request) => ({ id: 'g1', name: request.body.name, cards: 0 }),
    );

    const ok = await app.inject({ method: 'POST', url: created.path, body: { name: 'Drivers' } });
    expect(ok.statusCode).toBe(created.status);
    expect(ok.json()).toEqual({ id: 'g1', name: 'Drivers', cards: 0 });
    const refused = await app.inject({ method: 'POST', url: created.path, body: {} });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a route the table does not hold', () => {
    app = bareApp();
    const register = routeRegistrar(app, { tags: [] });
    expect(() =>
      register({ method: 'GET', path: '/not-in-the-table' }, { summary: 'Nothing' }, () => ({})),
    ).toThrow('GET /not-in-the-table is not in the route table');
  });
});
