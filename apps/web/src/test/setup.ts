import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadContractTexts } from '../lib/i18n';

// In the browser they load at start or on a switch; tests use every language at once.
await Promise.all([loadContractTexts('en'), loadContractTexts('ru')]);

// jsdom has no layout, so it cannot scroll; pages call this on every path change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
