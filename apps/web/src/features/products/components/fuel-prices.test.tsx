import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FuelPrices } from './fuel-prices';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function products(regular: string, cng: string) {
  return {
    count: 2,
    data: [
      { id: 'p1', code: 'REGULAR_92', name: regular, unit: 'L', price: 480 },
      { id: 'p6', code: 'CNG', name: cng, unit: 'm3', price: 1240 },
    ],
  };
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('FuelPrices', () => {
  it('shows a loading skeleton until the prices arrive', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<FuelPrices />);
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    reply(jsonResponse(products('Regular 92', 'CNG (natural gas)')));
    expect(await screen.findByText('Regular 92')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists every fuel with its price in drams and its unit', async () => {
    fetchMock.mockResolvedValue(jsonResponse(products('Regular 92', 'CNG (natural gas)')));
    renderWithProviders(<FuelPrices />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Regular 92480\u00a0֏per litre',
      'CNG (natural gas)1,240\u00a0֏per m³',
    ]);
  });

  it('offers a retry after a failure and recovers', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { message: 'Unavailable', errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Down' }] },
        503,
      ),
    );
    renderWithProviders(<FuelPrices />);
    expect(await screen.findByText('We could not load the prices.')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(products('Regular 92', 'CNG (natural gas)')));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Regular 92')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no products', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 0, data: [] }));
    renderWithProviders(<FuelPrices />);
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('reloads the names in the new language when the language changes', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
      return jsonResponse(
        language === 'ru' ? products('Регуляр 92', 'Сжатый газ') : products('Regular 92', 'CNG'),
      );
    });
    renderWithProviders(<FuelPrices />);
    expect(await screen.findByText('Regular 92')).toBeTruthy();
    await act(() => i18n.changeLanguage('ru'));
    expect(await screen.findByText('Регуляр 92')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Цены на топливо сегодня' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('за литр')).toHaveLength(1));
  });
});
