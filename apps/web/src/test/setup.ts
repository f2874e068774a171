import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadContractTexts } from '../lib/i18n';

// In the browser they load at start or on a switch; tests use every language at once.
await Promise.all([loadContractTexts('en'), loadContractTexts('ru')]);

// jsdom has no layout, so it cannot scroll; pages call this on every path change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

// A console.error nobody expected (a React warning, a failed request, an uncaught render error)
// fails the test that caused it. A test expecting one replaces console.error with a spy.
const unexpectedErrors: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args.map(String).join(' '));
  consoleError(...args);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  const errors = unexpectedErrors.splice(0);
  if (errors.length) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
});
