import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch } from './pager';

describe('paging by number', () => {
  it('counts the pages rows fill, at least one', () => {
    expect([0, 1, 10, 11, 305].map((total) => pageCount(total, 10))).toEqual([1, 1, 1, 2, 31]);
    expect([0, 9, 10].map((total) => pageCount(total, 9))).toEqual([1, 1, 2]);
  });

  it('reads the page from the query, anything but a page after the first being the first', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(['?page=0', '?page=-1', '?page=x', '?page=1.5', ''].map(pageFromSearch)).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });
});
