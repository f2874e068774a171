import { apiUrlOf, fleetRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { aFill } from '../../../test/fleet';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { FillDialog } from './fill-dialog';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fill = aFill({ odometer_km: 120_625, full_tank: false });
const path = apiUrlOf(fleetRoutes.editFill, { id: fill.id });
const BACKWARDS =
  'The odometer reading is lower than this vehicle’s previous one. If the odometer was reset or replaced, say so.';
const fetchMock = vi.fn<typeof fetch>();
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('correcting a fill', () => {
  it('shows a reading lower than an earlier one on the odometer field, then saves once the reset is said', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      if (new URL(String(url), 'http://x').pathname !== path) return jsonResponse({});
      return body.odometer_reset
        ? jsonResponse({ ...fill, ...body })
        : jsonResponse(
            {
              message: BACKWARDS,
              errors: [{ code: 'ODOMETER_BACKWARDS', message: BACKWARDS, field: 'odometer_km' }],
            },
            422,
          );
    });
    const onClose = vi.fn();
    renderWithProviders(<FillDialog fill={fill} onClose={onClose} />, { path: '/en/vehicles/x' });
    const odometer = (await screen.findByLabelText('Odometer, km')) as HTMLInputElement;
    expect(odometer.value).toBe('120625');
    const full = screen.getByRole('checkbox', { name: 'The tank was filled full' });
    expect((full as HTMLInputElement).checked).toBe(false);

    fireEvent.change(odometer, { target: { value: '90000' } });
    fireEvent.click(full);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(odometer.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText(BACKWARDS);
    expect(odometer.getAttribute('aria-describedby')).toContain(message.parentElement?.id);
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({
      odometer_km: 90_000,
      full_tank: true,
      missed_before: false,
      odometer_reset: false,
    });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'The odometer was reset or replaced' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(patches()[1]?.[1]?.body))).toMatchObject({
      odometer_km: 90_000,
      odometer_reset: true,
    });
  });

  it('checks the reading before sending it', async () => {
    renderWithProviders(<FillDialog fill={fill} onClose={vi.fn()} />, { path: '/en/vehicles/x' });
    const odometer = await screen.findByLabelText('Odometer, km');
    fireEvent.change(odometer, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(odometer.getAttribute('aria-invalid')).toBe('true'));
    expect(patches()).toHaveLength(0);
  });
});
