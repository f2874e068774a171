import { describe, expect, it } from 'vitest';
import { API_PREFIX, isApiUrl } from './route';

describe('isApiUrl', () => {
  it.each([API_PREFIX, `${API_PREFIX}/`, `${API_PREFIX}/products?limit=100`, `${API_PREFIX}?x=1`])(
    '%s is the API',
    (url) => expect(isApiUrl(url)).toBe(true),
  );

  it.each(['/', '/am/dashboard', '/apiary', '/apix/products', '/assets/api.js', '/am/api'])(
    '%s is not',
    (url) => expect(isApiUrl(url)).toBe(false),
  );
});
