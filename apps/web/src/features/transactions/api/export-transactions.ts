import type { Language } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/user/transactions/export: the filtered history as CSV. Fetched with the bearer token
 * (a plain link could not send it) and handed to the browser as a file.
 */
export async function exportTransactions(
  query: Record<string, string | number>,
  language: Language,
): Promise<void> {
  const blob = await apiRequest<Blob>('/user/transactions/export', { query, language, as: 'blob' });
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
