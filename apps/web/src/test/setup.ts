import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadLanguageTexts } from '../lib/i18n';

// In the browser they load at start, with a page or on a switch; tests use every language at
// once, and the texts of the pages a test file imports are there before its first test.
const loadEveryLanguage = () => Promise.all([loadLanguageTexts('en'), loadLanguageTexts('ru')]);
await loadEveryLanguage();
beforeEach(loadEveryLanguage);

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
