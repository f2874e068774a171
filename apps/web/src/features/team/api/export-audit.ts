import { type Language, teamRoutes } from '@fuel/contract';
import { downloadApi } from '../../../lib/api-client';
import type { AuditApiQuery } from './get-audit';

/**
 * The filtered audit log as CSV, fetched with the bearer token (a plain link could not send it)
 * and handed to the browser as a file, as the history's export is.
 */
export async function exportAudit(query: AuditApiQuery, language: Language): Promise<void> {
  const blob = await downloadApi(teamRoutes.auditExport, { query }, { language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
