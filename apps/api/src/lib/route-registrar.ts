import { API_PREFIX, type RouteDef } from '@fuel/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { errorReplies } from './error-replies';
import { routeAccessOf } from './route-access';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.core.SomeType;
}
  ? S
  : undefined;
type SuccessStatus<R> = R extends { status: infer S extends number } ? S : 200;
type ResponseOf<R> = R extends { reply: infer S extends z.core.SomeType }
  ? { [C in SuccessStatus<R>]: S }
  : undefined;

/** The schemas a route of the table is registered with, as the type provider reads them. */
type SchemaOf<R> = {
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  body: Part<R, 'body'>;
  response: ResponseOf<R>;
};

/** A handler of route `R`: its request and its reply typed by the table's schemas. */
export type TableHandler<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<R>,
  ZodTypeProvider
>;

/** What the routes a module registers together share in the OpenAPI document. */
export interface RouteGroup {
  tags: string[];
  /** Error statuses each route may answer, documented with the error body. */
  errors?: readonly number[];
}

/** What the table does not say about a route: its documentation and its own hooks and limits. */
export interface RouteExtras
  extends Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'config' | 'bodyLimit'> {
  summary: string;
  description?: string;
  /** In place of the group's tags. */
  tags?: string[];
  /** Error statuses this route answers besides the group's. */
  errors?: readonly number[];
}

const BEARER = [{ bearer: [] }];
const MULTIPART = ['multipart/form-data'];

/**
 * Registers routes of the contract's table (`@fuel/contract` API_ROUTES) on `app`: the method,
 * the path and the params, query, body and reply schemas are the table's, so a route cannot
 * drift from what the web calls. The table's `status` is the success status the reply is sent
 * with. A route the access table marks `public` is documented without the bearer token, every
 * other with it. A route with no reply (a file or a stream) documents no responses; its errors
 * are the common error body the document's description lists.
 *
 * Every route under `/api` is in the table and registered through here (route-table.test.ts
 * checks both). Only what lies outside it is registered directly: the health probes, the
 * metrics, the development tools under /dev and the built-in sandboxes of outside systems.
 */
export function routeRegistrar(app: ZodApp, group: RouteGroup) {
  return function register<const R extends RouteDef>(
    route: R,
    extras: RouteExtras,
    handler: TableHandler<R>,
  ): void {
    const entry = routeAccessOf(route.method, `${API_PREFIX}${route.path}`);
    if (!entry) throw new Error(`${route.method} ${route.path} is not in the route table`);
    const { summary, description, tags = group.tags, errors = [], ...options } = extras;
    const schema: FastifySchema & Record<string, unknown> = {
      tags,
      summary,
      ...(description !== undefined && { description }),
      ...(entry.access !== 'public' && { security: BEARER }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(route.fileField !== undefined && { consumes: MULTIPART }),
      ...(route.reply && {
        response: {
          [route.status ?? 200]: route.reply,
          ...errorReplies(...(group.errors ?? []), ...errors),
        },
      }),
    };
    const { status } = route;
    const untyped = handler as RouteHandlerMethod;
    app.route({
      ...options,
      method: route.method,
      url: route.path,
      schema,
      handler:
        status === undefined
          ? untyped
          : function (request, reply) {
              reply.code(status);
              return untyped.call(this, request, reply);
            },
    } as RouteOptions);
  };
}
