import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenTopBar } from './screen-top-bar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A page with the bar, reached either directly or from a link on another page. */
function renderAt(entries: string[], returnToPrevious: boolean) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={0}>
      <Routes>
        <Route path="/en/stations" element={<Link to="/en/privacy-policy">Policy</Link>} />
        <Route
          path="/en/privacy-policy"
          element={
            <ScreenTopBar column="wide" surface="bg-white" returnToPrevious={returnToPrevious} />
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('ScreenTopBar', () => {
  it('is a labelled landmark with Back to main and the language choice', () => {
    renderAt(['/en/privacy-policy'], true);
    const bar = screen.getByRole('navigation', { name: 'Back and language' });
    expect(bar.contains(screen.getByRole('link', { name: 'Back' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/en/dashboard');
    expect(bar.contains(screen.getByRole('combobox'))).toBe(true);
  });

  it('opens main on a direct visit, even where it may return', () => {
    renderAt(['/en/privacy-policy'], true);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/dashboard');
  });

  it('returns to the page the reader came from when it may', () => {
    renderAt(['/en/stations'], true);
    fireEvent.click(screen.getByRole('link', { name: 'Policy' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/stations');
  });

  it('opens main from anywhere when it may not return', () => {
    renderAt(['/en/stations'], false);
    fireEvent.click(screen.getByRole('link', { name: 'Policy' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/dashboard');
  });
});
