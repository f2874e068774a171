import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  EMPTY_FILTERS,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
} from './filters';

const STATION = '0b8e6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('transaction filters in the URL', () => {
  it('reads every filter and the page from the query string', () => {
    const filters = filtersFromSearch(
      `?partner_id=1234567&start=2026-01-01&end=2026-01-31&station_id=${STATION}&type=charging&status=2&page=3`,
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      partner_id: '1234567',
      start: '2026-01-01',
      end: '2026-01-31',
      station_id: STATION,
      type: 'charging',
      status: '2',
      page: 3,
    });
  });

  it('ignores values the API would refuse', () => {
    expect(
      filtersFromSearch('?partner_id=12&start=01.01.2026&type=gift&status=9&station_id=x&page=0'),
    ).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch('?page=2.5').page).toBe(1);
    // A range ending before it starts keeps its start only.
    expect(filtersFromSearch('?start=2026-11-30&end=2026-11-01')).toEqual({
      ...EMPTY_FILTERS,
      start: '2026-11-30',
    });
  });

  it('checks each value with the contract’s own query schema', () => {
    // A date of the right shape that is not in the calendar is refused by the API, so not sent.
    expect(filtersFromSearch('?start=2026-02-30&end=2026-02-28')).toEqual({
      ...EMPTY_FILTERS,
      end: '2026-02-28',
    });
    expect(apiQuery({ ...EMPTY_FILTERS, partner_id: '7654321' }, { paged: false })).toEqual({
      partner_id: 7654321,
    });
  });

  it('writes only what is set, in a stable order, without page 1', () => {
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
    expect(searchFromFilters({ ...EMPTY_FILTERS, type: 'buying', start: '2026-02-01' })).toBe(
      '?start=2026-02-01&type=buying',
    );
    expect(searchFromFilters({ ...EMPTY_FILTERS, page: 2 })).toBe('?page=2');
  });

  it('survives a round trip', () => {
    const search = `?partner_id=7654321&end=2026-03-01&station_id=${STATION}&status=4&page=5`;
    expect(searchFromFilters(filtersFromSearch(search))).toBe(search);
  });

  it('builds the API query with offset (from 1) and the page size', () => {
    expect(apiQuery({ ...EMPTY_FILTERS, type: 'transfer', page: 2 })).toEqual({
      type: 'transfer',
      offset: 2,
      limit: 10,
    });
    expect(apiQuery({ ...EMPTY_FILTERS, status: '1' }, { paged: false })).toEqual({ status: '1' });
  });

  it('knows when anything is filtered and how many pages there are', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, end: '2026-01-01' })).toBe(true);
  });
});
