import { describe, expect, it } from 'vitest';
import { listQueryFromSearch, searchOfListQuery } from './list-query';

describe('card list query in the URL', () => {
  it('reads search, state and page, ignoring what a hand-edited URL gets wrong', () => {
    expect(listQueryFromSearch('?q=%20Aram%20&state=blocked&page=3')).toEqual({
      search: 'Aram',
      state: 'blocked',
      page: 3,
    });
    expect(listQueryFromSearch('?state=lost&page=-2')).toEqual({ search: '', state: '', page: 1 });
    expect(listQueryFromSearch('?page=1.5')).toEqual({ search: '', state: '', page: 1 });
  });

  it('writes only what differs from the plain first page', () => {
    expect(searchOfListQuery({ search: '', state: '', page: 1 })).toBe('');
    expect(searchOfListQuery({ search: '12 AB', state: 'active', page: 2 })).toBe(
      '?q=12+AB&state=active&page=2',
    );
  });
});
