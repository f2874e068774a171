import type { SavedCard } from '@fuel/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useSavedCards } from '../api/saved-cards';
import '../texts';
import { SavedCards } from './saved-cards';

const card: SavedCard = {
  id: 'b1',
  masked_pan: '411111**1111',
  last4: '1111',
  expiry: '08/28',
  expired: false,
  holder: null,
  brand: 'VISA',
};
const fetchMock = vi.fn<typeof fetch>();

function Panel() {
  return <SavedCards query={useSavedCards()} />;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

it('says when the saved cards could not be loaded, and loads them again on Retry', async () => {
  fetchMock
    .mockResolvedValueOnce(jsonResponse({ message: 'Down', errors: [] }, 500))
    .mockResolvedValueOnce(jsonResponse({ count: 1, data: [card] }));
  renderWithProviders(<Panel />);
  expect(await screen.findByText('We could not load your saved cards.')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('•••• 1111')).toBeTruthy();
  expect(screen.queryByText('We could not load your saved cards.')).toBeNull();
});

it('says there are none when the bank keeps no card', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse({ count: 0, data: [] }));
  renderWithProviders(<Panel />);
  expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
});
