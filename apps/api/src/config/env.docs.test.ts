import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.schema';

const root = path.resolve(import.meta.dirname, '../../../..');
const variables = Object.keys(envSchema.shape).sort();

/** The names in the first column of a page's table of variables, found by its header. */
function documentedVariables(
  page = 'docs/configuration.md',
  header = '| variable | default | meaning |',
): string[] {
  const text = fs.readFileSync(path.join(root, page), 'utf8');
  // The table that starts with this header, up to its first line that is not a row.
  const table = text.split(`\n${header}\n`)[1]?.split(/\n(?!\|)/)[0] ?? '';
  return [...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1] as string).sort();
}

function exampleVariables(): string[] {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...example.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1] as string).sort();
}

describe('configuration documents', () => {
  it('the table in docs/configuration.md lists every variable of the schema, and only those', () => {
    expect(documentedVariables()).toEqual(variables);
  });

  it('the production table in docs/operations.md says how to set every variable', () => {
    expect(documentedVariables('docs/operations.md', '| variable | in production |')).toEqual(
      variables,
    );
  });

  it('.env.example lists every variable of the schema, and only those', () => {
    expect(exampleVariables()).toEqual(variables);
  });
});
