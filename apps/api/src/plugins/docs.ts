import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, ERROR_CODES, ERROR_DESCRIPTIONS, ERROR_STATUS } from '@fuel/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The closed list of error codes, from the contract. */
const ERROR_TABLE = [
  '| code | status | meaning |',
  '| --- | --- | --- |',
  ...ERROR_CODES.map((code) => `| ${code} | ${ERROR_STATUS[code]} | ${ERROR_DESCRIPTIONS[code]} |`),
].join('\n');

/** OpenAPI document generated from the contract's schemas, browsable at /api/docs. */
export const docs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fuel Cabinet API',
        description:
          'Customer cabinet of a fuel-station retailer. Send `Accept-Language: am|en|ru`; every ' +
          'non-2xx reply is `{ message, errors: [{ code, message, field? }] }`.\n\n' +
          ERROR_TABLE,
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Registration, sign-in with a code, tokens, password reset' },
        { name: 'user', description: 'The signed-in user' },
        { name: 'catalog', description: 'Products and stations' },
        {
          name: 'team',
          description:
            'Company teams: members and roles, invitations, acting for a company, the audit log. ' +
            'A call the acting role lacks answers 403 ROLE_FORBIDDEN (docs/teams.md).',
        },
        {
          name: 'cards',
          description: 'Company fuel cards, their groups, orders and drivers’ asks',
        },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    // The documentation page needs nothing from other origins either.
    transformStaticCSP: (header) => header.replaceAll(' https:', ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
