import { storableTextSchema } from '@fuel/contract';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Result = { error?: FastifySchemaValidationError[]; value?: unknown };
const storableText = validatorCompiler({ schema: storableTextSchema } as never) as (
  data: unknown,
) => Result;

/**
 * The contract's validator with its one shared rule first: text that PostgreSQL cannot store
 * is refused as a validation error in every body, query, params and headers, whichever route.
 * A request sent with no body at all is checked as an empty object, so that it hears which
 * fields are required (by name) rather than one "Invalid value" that names none.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as never) as (data: unknown) => Result;
  const isBody = route.httpPart === 'body';
  return (data: unknown) => {
    const refused = storableText(data);
    if (refused.error) return refused;
    return validate(isBody && (data === undefined || data === null) ? {} : data);
  };
};
