import { describe, expect, it } from 'vitest';
import { listHref, listParams } from './list-params';

describe('friends list parameters', () => {
  it('reads the page and the search from the address', () => {
    expect(listParams('?q=%20Ani%20&page=3')).toEqual({ search: 'Ani', page: 3 });
    expect(listParams('')).toEqual({ search: '', page: 1 });
    expect(listParams('?page=0')).toEqual({ search: '', page: 1 });
    expect(listParams('?page=2.5')).toEqual({ search: '', page: 1 });
    expect(listParams('?page=abc')).toEqual({ search: '', page: 1 });
  });

  it('writes an address that keeps the search and drops the first page', () => {
    expect(listHref({ search: 'Ani', page: 2 })).toBe('?q=Ani&page=2');
    expect(listHref({ search: '', page: 1 })).toBe('?');
    expect(listHref({ search: '1234567', page: 1 })).toBe('?q=1234567');
  });
});
