import type { PagePath } from './router/route-sets';

/**
 * Guest pages the build draws into HTML for each language (build/prerender.tsx), the pages a
 * visitor lands on first. Their text shows as soon as the HTML and the stylesheet arrive, a
 * second or more before the app's code has run on a slow phone.
 */
export const PRERENDERED_PAGES = [
  'auth',
  'auth/register',
  'auth/forgot-password',
  'privacy-policy',
] as const satisfies readonly PagePath[];

/** Marks the root element of a drawn page with the page it holds. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered';

export function prerenderedPage(value: string | null): (typeof PRERENDERED_PAGES)[number] | null {
  return PRERENDERED_PAGES.find((page) => page === value) ?? null;
}
