import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer abc.def', 'abc.def'],
    ['BEARER  abc.def ', 'abc.def'],
    ['Basic abc', ''],
    ['Bearer', ''],
    ['Bearer a b', ''],
    [undefined, ''],
  ])('%s gives %s', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
