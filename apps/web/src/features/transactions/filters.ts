import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@fuel/contract';

/** Page size of the history list (SPEC leaves it open; DESIGN §3's default). */
export const PAGE_SIZE = 10;

/** The filters of the history, as the URL keeps them; '' means "not filtered". */
export interface TransactionFilters {
  partner_id: string;
  start: string;
  end: string;
  station_id: string;
  type: string;
  product_id: string;
  status: string;
  /** 1-based, as the API's offset (SPEC §3). */
  page: number;
}

export type FilterField = Exclude<keyof TransactionFilters, 'page'>;
export const FILTER_FIELDS: readonly FilterField[] = [
  'partner_id',
  'start',
  'end',
  'station_id',
  'type',
  'product_id',
  'status',
];

export const EMPTY_FILTERS: TransactionFilters = {
  partner_id: '',
  start: '',
  end: '',
  station_id: '',
  type: '',
  product_id: '',
  status: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const statusIds = new Set<string>(TRANSACTION_STATUSES.map((s) => String(s.id)));
const types = new Set<string>(TRANSACTION_TYPES);

/** What each field accepts; anything else in a hand-edited URL is ignored rather than sent. */
const VALID: Record<FilterField, (value: string) => boolean> = {
  partner_id: (v) => /^[1-9]\d{6}$/.test(v),
  start: (v) => DATE.test(v),
  end: (v) => DATE.test(v),
  station_id: (v) => UUID.test(v),
  type: (v) => types.has(v),
  product_id: (v) => UUID.test(v),
  status: (v) => statusIds.has(v),
};

export function isValidFilter(field: FilterField, value: string): boolean {
  return VALID[field](value);
}

/** URL query string → filters. */
export function filtersFromSearch(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim() ?? '';
    if (value && VALID[field](value)) filters[field] = value;
  }
  const page = Number(params.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return filters;
}

/** Filters → URL query string ('' when nothing is set); page 1 is left out. */
export function searchFromFilters(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    if (filters[field]) params.set(field, filters[field]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Filters → the query of GET /api/user/transactions (and of its CSV export). */
export function apiQuery(
  filters: TransactionFilters,
  { paged = true } = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const field of FILTER_FIELDS) {
    if (filters[field]) query[field] = filters[field];
  }
  if (paged) {
    query.offset = filters.page;
    query.limit = PAGE_SIZE;
  }
  return query;
}

export function hasFilters(filters: TransactionFilters): boolean {
  return FILTER_FIELDS.some((field) => filters[field] !== '');
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
