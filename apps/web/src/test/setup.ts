import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';

// jsdom has no layout, so it cannot scroll; pages call this on every path change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
