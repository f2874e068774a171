import { apiUrlOf, productsRoutes } from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { getProducts } from './products';

vi.mock('../toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const product = { id: 'p1', code: 'AI95', name: 'Premium', unit: 'L', price: 520 };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the product list', () => {
  it('is read from the contract’s route with one page of the largest size', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 1, data: [product] }));
    expect(await getProducts('en')).toEqual({ count: 1, data: [product] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${apiUrlOf(productsRoutes.list)}?offset=1&limit=100`,
    );
  });

  it('refuses a reply the contract does not describe, and keeps no copy of it', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 1, data: [{ ...product, price: 5.5 }] }));
    await expect(getProducts('en')).rejects.toMatchObject({
      name: '$ZodError',
      issues: [expect.objectContaining({ path: ['data', 0, 'price'] })],
    });
    expect(localStorage.length).toBe(0);
  });
});
