import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every API path is written once, in the route table (`routes.ts` and its module tables), and
 * reached through `apiUrlOf`/`API_PREFIX` everywhere else: code, tests, test helpers,
 * benchmarks. The table itself is held to the specification by `spec-endpoints.test.ts`
 * (docs/decisions/0018).
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const ROOTS = ['apps', 'packages'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.ssr',
  '.tmp',
  'test-results',
  'playwright-report',
]);
const CODE = /\.(ts|tsx|mjs|cjs)$/;
// Where the prefix itself is defined, and this check, which plants literals to find.
const ALLOWED = new Set(
  ['route.ts', 'paths-written-once.test.ts'].map((file) =>
    path.join('packages', 'contract', 'src', file),
  ),
);

/** A string or template literal that starts with the API's prefix. */
const API_LITERAL = /['"`]\/api(?=[/'"`?$]|\b)/;
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

function apiPathLiterals(text: string): number[] {
  return text
    .split('\n')
    .flatMap((line, i) => (!COMMENT.test(line) && API_LITERAL.test(line) ? [i + 1] : []));
}

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : codeFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

describe('API paths are written once', () => {
  it('finds a path literal where one is written', () => {
    expect(apiPathLiterals("await request.post('/api/user/transfer', body);")).toEqual([1]);
    expect(apiPathLiterals('const url = `/api/payment/sync/${id}`;\nok();')).toEqual([1]);
    expect(apiPathLiterals('{ prefix: "/api" }')).toEqual([1]);
    expect(apiPathLiterals('// relative to `/api`\nfetch(apiUrlOf(route));')).toEqual([]);
    expect(apiPathLiterals("const apiKey = '/apiary';")).toEqual([]);
  });

  it('has no API path literal outside the route table', () => {
    const found = ROOTS.flatMap((root) => codeFiles(path.join(REPO, root)))
      .filter((file) => !ALLOWED.has(path.relative(REPO, file)))
      .flatMap((file) =>
        apiPathLiterals(fs.readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(REPO, file)}:${line}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
