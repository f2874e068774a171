import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { pageCount } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useLanguage } from '../../../lib/i18n';
import { exportAudit } from '../api/export-audit';
import { useAudit } from '../api/get-audit';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilters,
  auditApiQuery,
  auditFiltersFromSearch,
  hasAuditFilters,
  searchOfAuditFilters,
} from '../audit-filters';
import '../texts';
import { ExportButton } from '../../../components/ui/export-button';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';

/** The company's audit log: filters kept in the URL, the entries, paging and the CSV. */
export function AuditPage() {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = auditFiltersFromSearch(search);
  const list = useAudit(auditApiQuery(filters));
  const total = list.data?.count ?? 0;
  const go = (next: AuditFilters) => navigate({ pathname, search: searchOfAuditFilters(next) });

  return (
    <>
      <PageTitle>{`${t('audit.title')} · Fuel Cabinet`}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('audit.title')}</h1>
          <p className="mt-1 text-sand-700">{t('audit.subtitle')}</p>
        </div>
        <ExportButton
          label={t('audit.export')}
          empty={total === 0}
          onExport={() => exportAudit(auditApiQuery(filters, { paged: false }), language)}
        />
      </div>
      <div className="mt-6">
        <AuditFiltersForm key={search} filters={filters} onApply={go} />
      </div>
      <section aria-labelledby="audit-results" className="mt-6" aria-busy={list.isFetching}>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="audit-results" className="text-lg font-bold text-sand-900">
            {t('audit.results')}
          </h2>
          <p role="status" className="text-sm text-sand-700">
            {list.data ? t('audit.count', { count: total }) : ''}
          </p>
        </div>
        <QueryList
          query={list}
          loading={t('audit.loading')}
          error={t('audit.error')}
          skeleton={{ count: 5, className: 'space-y-2', tile: 'h-16 rounded-2xl' }}
          empty={
            <ListEmpty title={hasAuditFilters(filters) ? t('audit.noResults') : t('audit.empty')} />
          }
          pager={{
            page: filters.page,
            pages: pageCount(total, AUDIT_PAGE_SIZE),
            label: t('audit.pages'),
            hrefOf: (page) => `${pathname}${searchOfAuditFilters({ ...filters, page })}`,
          }}
        >
          {({ data }) => <AuditTable rows={data} />}
        </QueryList>
      </section>
    </>
  );
}
