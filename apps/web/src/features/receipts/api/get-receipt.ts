import { type Language, receiptsRoutes } from '@fuel/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, downloadApi, loadRecord } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** One receipt (404 if not the account's). */
export function useReceipt(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.receipts, 'one', language, id],
    queryFn: ({ signal }) =>
      loadRecord(callApi(receiptsRoutes.get, { params: { id } }, { language, signal })),
  });
}

/** The receipt of a history row's operation, if it has one (a list of one or none). */
export function useReceiptOf(referenceId: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.receipts, 'of', language, referenceId],
    queryFn: ({ signal }) =>
      callApi(receiptsRoutes.list, { query: { reference_id: referenceId } }, { language, signal }),
    select: (reply) => reply.data[0] ?? null,
  });
}

/**
 * The receipt as a PDF in the interface's language. Fetched with the bearer token (a plain link
 * could not send it) and handed to the browser as a file.
 */
export async function downloadReceiptPdf(
  id: string,
  number: number,
  language: Language,
): Promise<void> {
  const blob = await downloadApi(receiptsRoutes.pdf, { params: { id } }, { language });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
