import { randomUUID } from 'node:crypto';

/** The parts of the served OpenAPI document the hardening suite reads. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  /** The JSON body schema, when the operation takes a JSON body. */
  body: JsonSchema | undefined;
  /** Another body type the operation documents (a form post), if any. */
  bodyType: string | undefined;
  authenticated: boolean;
  /** A live stream: a successful request never ends, so it is only sent with a bad token. */
  stream: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in document order. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = raw as {
        summary?: string;
        parameters?: Parameter[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const content = op.requestBody?.content ?? {};
      const summary = op.summary ?? '';
      result.push({
        method: method.toUpperCase(),
        path,
        summary,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        bodyType: Object.keys(content).find((type) => type !== 'application/json'),
        authenticated: Boolean(op.security?.length),
        stream: summary.includes('event-stream'),
      });
    }
  }
  return result;
}

/** A value the schema accepts, as far as a simple reading of it goes. */
export function exampleOf(schema: JsonSchema | string | undefined): unknown {
  if (!schema || typeof schema === 'string') return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        out[key] = exampleOf(value);
      return out;
    }
    case 'array':
      return [exampleOf(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return stringExample(schema);
  }
}

function stringExample(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'someone@example.am';
  if (schema.format === 'uri') return 'https://example.am/x';
  if (schema.pattern?.includes('+374')) return '+37491234567';
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2024-01-31';
  if (schema.pattern === '^\\d{6}$') return '123456';
  return 'Abcdef12';
}

/** Fills `{name}` path parameters. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}
