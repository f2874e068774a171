import { apiUrlOf, fleetRoutes } from '@fuel/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { aFill } from '../../../test/fleet';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { signInAsRole } from '../../../test/session';
import { TransactionFill } from './transaction-fill';

const fill = aFill({ odometer_km: 120_625 });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://x').pathname;
    if (path === apiUrlOf(fleetRoutes.getFill, { id: fill.id })) return jsonResponse(fill);
    return jsonResponse(
      { message: 'Not found', errors: [{ code: 'NOT_FOUND', message: 'Not found' }] },
      404,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('a refuel’s vehicle fill on its transaction page', () => {
  it('shows the odometer and offers to correct it', async () => {
    signInAsRole(null);
    renderWithProviders(<TransactionFill refuelId={fill.id} />);
    expect(await screen.findByRole('heading', { name: "The vehicle's fill" })).toBeTruthy();
    expect(screen.getByText(/120[\s,]625/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Correct/ })).toBeTruthy();
  });

  it('offers no correction to an accountant', async () => {
    signInAsRole('accountant');
    renderWithProviders(<TransactionFill refuelId={fill.id} />);
    await screen.findByRole('heading', { name: "The vehicle's fill" });
    expect(screen.queryByRole('button', { name: /Correct/ })).toBeNull();
  });

  it('shows nothing for a refuel made for no vehicle', async () => {
    signInAsRole(null);
    const { container } = renderWithProviders(
      <TransactionFill refuelId="00000000-0000-4000-8000-000000000999" />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
