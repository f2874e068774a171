import { type Language, transactionsRoutes } from '@fuel/contract';
import { downloadApi } from '../../../lib/api-client';
import type { apiQuery } from '../filters';

/**
 * The filtered history as CSV. Fetched with the bearer token (a plain link could not send it)
 * and handed to the browser as a file.
 */
export async function exportTransactions(
  query: ReturnType<typeof apiQuery>,
  language: Language,
): Promise<void> {
  const blob = await downloadApi(transactionsRoutes.export, { query }, { language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `transactions-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
