import { auditQuerySchema } from '@fuel/contract';
import type { AuditApiQuery } from './api/get-audit';

/** Page size of the audit log (DESIGN §3's list default is 10; a log reads better longer). */
export const AUDIT_PAGE_SIZE = 20;

const FIELD_SCHEMAS = auditQuerySchema.shape;
export const AUDIT_FIELDS = ['action', 'actor_id', 'start', 'end'] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** The log's filters as the URL keeps them ('' = not filtered) and its 1-based page. */
export type AuditFilters = Record<AuditField, string> & { page: number };

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actor_id: '',
  start: '',
  end: '',
  page: 1,
};

/** What the API accepts; anything else in a hand-edited URL is left out rather than sent. */
export function isValidAuditFilter(field: AuditField, value: string): boolean {
  return FIELD_SCHEMAS[field].safeParse(value).success;
}

export function auditFiltersFromSearch(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const filters = { ...NO_AUDIT_FILTERS };
  for (const field of AUDIT_FIELDS) {
    const value = params.get(field)?.trim() ?? '';
    if (value && isValidAuditFilter(field, value)) filters[field] = value;
  }
  if (filters.start && filters.end && filters.start > filters.end) filters.end = '';
  const page = Number(params.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return filters;
}

/** Filters → URL query string ('' when nothing is set); page 1 is left out. */
export function searchOfAuditFilters(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const field of AUDIT_FIELDS) if (filters[field]) params.set(field, filters[field]);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Filters → the log's query (and its CSV's, without the page). */
export function auditApiQuery(filters: AuditFilters, { paged = true } = {}): AuditApiQuery {
  const query: AuditApiQuery = {};
  for (const field of AUDIT_FIELDS) if (filters[field]) query[field] = filters[field];
  if (paged) {
    query.offset = filters.page;
    query.limit = AUDIT_PAGE_SIZE;
  }
  return query;
}

export const hasAuditFilters = (filters: AuditFilters) =>
  AUDIT_FIELDS.some((field) => filters[field] !== '');
