import { type RouteQuery, transactionsQuerySchema, type transactionsRoutes } from '@fuel/contract';

/** Page size of the history list (SPEC leaves it open; DESIGN §3's default). */
export const PAGE_SIZE = 10;

/** The query fields of the history's filters; each checked by the contract's own schema. */
const FIELD_SCHEMAS = transactionsQuerySchema.shape;

export const FILTER_FIELDS = [
  'partner_id',
  'start',
  'end',
  'station_id',
  'type',
  'product_id',
  'status',
] as const satisfies readonly (keyof typeof FIELD_SCHEMAS)[];
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The filters of the history, as the URL keeps them; '' means "not filtered". */
export type TransactionFilters = Record<FilterField, string> & {
  /** 1-based, as the API's offset (SPEC §3). */
  page: number;
};

type ListQuery = NonNullable<RouteQuery<typeof transactionsRoutes.list>>;

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

/** What the API accepts; anything else in a hand-edited URL is ignored rather than sent. */
export function isValidFilter(field: FilterField, value: string): boolean {
  return FIELD_SCHEMAS[field].safeParse(value).success;
}

/** URL query string → filters. */
export function filtersFromSearch(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim() ?? '';
    if (value && isValidFilter(field, value)) filters[field] = value;
  }
  // A range that ends before it starts (only a hand-edited URL has one): its end is dropped.
  if (filters.start && filters.end && filters.start > filters.end) filters.end = '';
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

/** Filters → the query of the history (and of its CSV export), as the contract reads it. */
export function apiQuery(filters: TransactionFilters, { paged = true } = {}): ListQuery {
  const query: Record<string, unknown> = {};
  for (const field of FILTER_FIELDS) {
    const parsed = filters[field] ? FIELD_SCHEMAS[field].safeParse(filters[field]) : null;
    if (parsed?.success) query[field] = parsed.data;
  }
  if (paged) {
    query.offset = filters.page;
    query.limit = PAGE_SIZE;
  }
  return query as ListQuery;
}

export function hasFilters(filters: TransactionFilters): boolean {
  return FILTER_FIELDS.some((field) => filters[field] !== '');
}
