import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.schema';

const root = path.resolve(import.meta.dirname, '../../../..');
const variables = Object.keys(envSchema.shape).sort();

/** The names in the first column of the README's configuration table. */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]?.split('\n### ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1] as string).sort();
}

function exampleVariables(): string[] {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...example.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1] as string).sort();
}

describe('configuration documents', () => {
  it('the README table lists every variable of the schema, and only those', () => {
    expect(readmeVariables()).toEqual(variables);
  });

  it('.env.example lists every variable of the schema, and only those', () => {
    expect(exampleVariables()).toEqual(variables);
  });
});
