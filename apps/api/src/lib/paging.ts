/** Rows before a page: `offset` is the page number, the first being 1 (SPEC §3). */
export const rowsToSkip = (page: { offset: number; limit: number }): number =>
  (page.offset - 1) * page.limit;

/**
 * The count of a page whose rows each carry it (`total`, counted in the page's own statement).
 * An empty page has no row to carry it: on the first page that means none, past it the count
 * is asked on its own.
 */
export async function countOfPage(
  rows: readonly { total: number }[],
  page: { offset: number; limit: number },
  countAlone: () => Promise<number>,
): Promise<number> {
  const carried = rows[0]?.total;
  if (carried !== undefined) return carried;
  return rowsToSkip(page) > 0 ? countAlone() : 0;
}
