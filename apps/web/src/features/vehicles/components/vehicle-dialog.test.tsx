import { apiUrlOf, productsRoutes, type VehicleBody } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { VehicleDialog } from './vehicle-dialog';

const PETROL = '00000000-0000-4000-8000-000000000092';
const LPG = '00000000-0000-4000-8000-0000000000a1';
const CNG = '00000000-0000-4000-8000-0000000000c1';
const products = [
  { id: PETROL, code: 'REGULAR_92', name: 'Regular 92', unit: 'L', price: 480 },
  { id: LPG, code: 'LPG', name: 'LPG', unit: 'L', price: 260 },
  { id: CNG, code: 'CNG', name: 'CNG', unit: 'm3', price: 210 },
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        String(url).startsWith(apiUrlOf(productsRoutes.list))
          ? { count: products.length, data: products }
          : { count: 0, data: [] },
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillFirstFields() {
  fireEvent.change(await screen.findByLabelText('License plate'), {
    target: { value: '12ab345' },
  });
  change('Make and model', 'Toyota Prius');
  await screen.findAllByRole('option', { name: 'Regular 92' });
  change('Main fuel', PETROL);
}

describe('the vehicle form', () => {
  it('sends the second fuel and each tank, the tank named in the fuel’s unit', async () => {
    const onSave = vi.fn(async (_body: VehicleBody) => undefined);
    renderWithProviders(<VehicleDialog vehicle={null} onSave={onSave} onClose={vi.fn()} />);
    await fillFirstFields();
    change('Tank, L', '50');
    const second = screen.getByLabelText('Second fuel');
    // The first fuel is no choice for the second.
    expect([...(second as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'None',
      'LPG',
      'CNG',
    ]);
    change('Second fuel', CNG);
    change('Tank, m³', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      license_plate: '12ab345',
      model: 'Toyota Prius',
      primary_fuel_type: PETROL,
      primary_tank_capacity: 50,
      second_fuel_type: CNG,
      second_tank_capacity: 80,
    });
  });

  it('says on the field that the second fuel must differ from the first', async () => {
    const onSave = vi.fn();
    renderWithProviders(<VehicleDialog vehicle={null} onSave={onSave} onClose={vi.fn()} />);
    await fillFirstFields();
    change('Second fuel', LPG);
    // The first fuel changed to the one chosen as second: it stays shown there, with the problem.
    change('Main fuel', LPG);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    const field = await screen.findByLabelText('Second fuel');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The second fuel must differ from the first')).toBeTruthy();
    expect((field as HTMLSelectElement).value).toBe(LPG);
    expect(onSave).not.toHaveBeenCalled();
  });
});
