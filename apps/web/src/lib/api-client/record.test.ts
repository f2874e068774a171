import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isMissing, loadRecord } from './record';

const failure = (status: number) => new ApiError('Failed.', status, [], null);

describe('loadRecord', () => {
  it.each([404, 400])(
    'leaves a %i to the page: the shared handler shows no toast',
    async (status) => {
      const error = failure(status);
      await expect(loadRecord(Promise.reject(error))).rejects.toBe(error);
      expect(isMissing(error)).toBe(true);
      expect(error.isShownInline(undefined)).toBe(true);
    },
  );

  it.each([0, 403, 500])('leaves any other failure (%i) to the shared handler', async (status) => {
    const error = failure(status);
    await expect(loadRecord(Promise.reject(error))).rejects.toBe(error);
    expect(isMissing(error)).toBe(false);
    expect(error.isShownInline(undefined)).toBe(false);
  });

  it('hands on what loaded', async () => {
    await expect(loadRecord(Promise.resolve({ id: 'a' }))).resolves.toEqual({ id: 'a' });
  });
});
