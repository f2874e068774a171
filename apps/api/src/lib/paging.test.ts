import { describe, expect, it, vi } from 'vitest';
import { countOfPage, rowsToSkip } from './paging';

describe('pages', () => {
  it('skips the rows of the pages before', () => {
    expect(rowsToSkip({ offset: 1, limit: 10 })).toBe(0);
    expect(rowsToSkip({ offset: 3, limit: 10 })).toBe(20);
  });

  it('takes the count a page carries, and asks it alone only for an empty later page', async () => {
    const alone = vi.fn(async () => 7);
    expect(await countOfPage([{ total: 4 }], { offset: 2, limit: 2 }, alone)).toBe(4);
    expect(await countOfPage([], { offset: 1, limit: 2 }, alone)).toBe(0);
    expect(alone).not.toHaveBeenCalled();
    expect(await countOfPage([], { offset: 5, limit: 2 }, alone)).toBe(7);
    expect(alone).toHaveBeenCalledOnce();
  });
});
