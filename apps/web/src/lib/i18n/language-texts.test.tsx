import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '.';
import { NAMESPACES } from './resources';

function Texts() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('validation:required')}</p>
      <p>{t('language.label')}</p>
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a language other than Armenian', () => {
  it('is shown only once its texts have arrived: no text in the fallback Armenian meanwhile', async () => {
    await act(() => i18n.changeLanguage('am'));
    for (const namespace of NAMESPACES) i18n.removeResourceBundle('ru', namespace);
    const loadedWhenShown: boolean[] = [];
    const onChange = () => loadedWhenShown.push(i18n.hasResourceBundle('ru', 'validation'));
    i18n.on('languageChanged', onChange);
    render(<Texts />);
    expect(screen.getByText('Այս դաշտը պարտադիր է')).toBeTruthy();

    await act(() => switchLanguage('ru'));
    i18n.off('languageChanged', onChange);
    expect(loadedWhenShown).toEqual([true]);
    expect(screen.getByText('Это поле обязательно')).toBeTruthy();
    expect(screen.getByText('Язык')).toBeTruthy();
  });
});
