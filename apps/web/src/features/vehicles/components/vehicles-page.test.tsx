import type { Language } from '@fuel/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { VehiclesPage } from './vehicles-page';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ count: 0, data: [] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const EMPTY: Record<Language, string> = {
  am: 'Դուք դեռ մեքենա չեք ավելացրել',
  en: 'You have no attached vehicles',
  ru: 'Вы ещё не добавили ни одного автомобиля',
};

describe('VehiclesPage with no vehicles', () => {
  it.each(Object.entries(EMPTY))('says so plainly in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<VehiclesPage />, { path: `/${language}/vehicles` });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
