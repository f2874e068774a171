import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadContractTexts } from '.';

function RequiredMessage() {
  const { t } = useTranslation();
  return <p>{t('validation:required')}</p>;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the contract texts of a language chosen later', () => {
  it('replace the fallback Armenian in messages already on the page when they arrive', async () => {
    await act(() => i18n.changeLanguage('am'));
    i18n.removeResourceBundle('ru', 'validation');
    i18n.removeResourceBundle('ru', 'errors');
    render(<RequiredMessage />);
    expect(screen.getByText('Այս դաշտը պարտադիր է')).toBeTruthy();
    // The switch draws the page before Russian's bundle is there: Armenian, the fallback.
    await act(() => i18n.changeLanguage('ru'));
    await act(() => loadContractTexts('ru'));
    expect(await screen.findByText('Это поле обязательно')).toBeTruthy();
  });
});
