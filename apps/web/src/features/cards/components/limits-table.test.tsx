import type { CardProduct } from '@fuel/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import '../texts';
import { LimitsTable } from './limits-table';

const diesel: CardProduct = {
  product_id: '00000000-0000-4000-8000-000000000092',
  product_name: 'Diesel',
  unit: 'L',
  day_limit: 10,
  month_limit: 100,
  day_used: 0,
  month_used: 0,
  day_remaining: 10,
  month_remaining: 100,
};

const row = () => screen.getByRole('row', { name: /Diesel/ }).textContent;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('what is left of a card’s limits', () => {
  it('reads what is left of the limits set', () => {
    renderWithProviders(<LimitsTable products={[{ ...diesel, day_used: 4, day_remaining: 6 }]} />);
    expect(row()).toBe('Diesel6 / 10\u00a0L100 / 100\u00a0L');
  });

  it('shows the raised limits while an approved ask for 10 L more is valid', () => {
    renderWithProviders(
      <LimitsTable
        products={[
          {
            ...diesel,
            day_used: 15,
            month_used: 15,
            day_remaining: 5,
            month_remaining: 95,
            extra: 10,
          },
        ]}
      />,
    );
    expect(row()).toBe('Diesel5 / 20\u00a0L95 / 110\u00a0L');
  });

  it('keeps showing the raised limit when all of it is used', () => {
    renderWithProviders(
      <LimitsTable
        products={[
          {
            ...diesel,
            day_used: 20,
            month_used: 20,
            day_remaining: 0,
            month_remaining: 90,
            extra: 10,
          },
        ]}
      />,
    );
    expect(row()).toBe('Diesel0 / 20\u00a0L90 / 110\u00a0L');
  });

  it('keeps the limit set once nothing is left (an approval gone, more used than it allows)', () => {
    renderWithProviders(<LimitsTable products={[{ ...diesel, day_used: 15, day_remaining: 0 }]} />);
    expect(row()).toBe('Diesel0 / 10\u00a0L100 / 100\u00a0L');
  });
});
