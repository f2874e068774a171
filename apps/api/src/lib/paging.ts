/** Rows before a page: `offset` is the page number, the first being 1 (SPEC §3). */
export const rowsToSkip = (page: { offset: number; limit: number }): number =>
  (page.offset - 1) * page.limit;
