import { type Language, statementsRoutes } from '@fuel/contract';
import { downloadApi } from '../../../lib/api-client';

export type StatementFormat = 'csv' | 'pdf' | 'xlsx';

/**
 * The month's statement as CSV, PDF or a spreadsheet (XLSX) in the reader's language. Fetched with the bearer token (a
 * plain link could not send it) and handed to the browser as a file.
 */
export async function downloadStatement(
  month: string,
  format: StatementFormat,
  language: Language,
): Promise<void> {
  const blob = await downloadApi(statementsRoutes[format], { params: { month } }, { language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${month}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
