import type { PagePath } from '../lib/i18n/page-path';

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

/**
 * Marks the controls of a drawn page that stay disabled until the app has taken the page over.
 * Before that, typing would be lost (the app's first render empties the fields it holds as
 * state) and a submit would be the browser's own: a GET of the page with the password in its
 * address. A drawn control the page itself disables stays as it is.
 */
export const UNTIL_APP_ATTRIBUTE = 'data-until-app';
const CONTROL = /<(input|button|select|textarea)\b(?![^>]*\sdisabled[\s=>])/g;

/** The drawn HTML with its enabled controls disabled until the app takes over. */
export function lockControls(html: string): string {
  return html.replace(CONTROL, `<$1 disabled ${UNTIL_APP_ATTRIBUTE}`);
}

/** Gives the controls back once the app has taken the drawn page over. */
export function unlockControls(root: HTMLElement): void {
  for (const control of root.querySelectorAll(`[${UNTIL_APP_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(UNTIL_APP_ATTRIBUTE);
  }
}
