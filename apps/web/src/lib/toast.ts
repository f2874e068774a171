import { TOAST_DURATION_MS } from '@fuel/contract';
import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

/**
 * The toast library and its area are loaded with the first toast, not with the page: most visits
 * show none before the user acts, and the sign-in page's first download is held to a budget
 * (DESIGN §8). A toast asked for meanwhile is shown once the area is in place.
 */
let wanted = false;
const listeners = new Set<() => void>();
let areaMounted: () => void = () => undefined;
const areaReady = new Promise<void>((resolve) => {
  areaMounted = resolve;
});
let sonner: Promise<Sonner> | null = null;

function withToast(show: (toast: Sonner['toast']) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= Promise.all([import('sonner'), areaReady]).then(([module]) => module);
  void sonner.then((module) => show(module.toast));
}

/** True once a toast has been asked for: the toast area is then drawn (components/ui/toaster). */
export function useToastAreaWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the toast area once it listens: toasts told before that are shown now. */
export function toastAreaMounted(): void {
  areaMounted();
}

/** Texts a page is showing itself, and since when: the same news arriving as a toast is dropped. */
const onPage = new Map<string, number>();
const ON_PAGE_MS = 60_000;

/**
 * The page shows `message` itself (a purchase's answer under its form): the live message that
 * repeats it (the same text, arriving a moment later) is not shown again as a toast.
 */
export function saidOnPage(message: string): void {
  onPage.set(message, Date.now());
}

const alreadyOnPage = (message: string) =>
  Date.now() - (onPage.get(message) ?? Number.NEGATIVE_INFINITY) < ON_PAGE_MS;

/**
 * The product's two kinds of toast (SPEC §2, §9): success top-right for 2.5 s, error top-centre
 * for 3.5 s. A toast uses its text as id, so the same news told twice at once shows once: a
 * failure reported by a retried request or two queries hitting one outage; a payment's reply and
 * the message about it that arrives live.
 */
export const notify = {
  success(message: string): void {
    if (alreadyOnPage(message)) return;
    withToast((toast) =>
      toast.success(message, {
        id: `success:${message}`,
        position: onPhone() ? 'top-center' : 'top-right',
        duration: TOAST_DURATION_MS.success,
      }),
    );
  },
  error(message: string): void {
    withToast((toast) =>
      toast.error(message, {
        id: `error:${message}`,
        position: 'top-center',
        duration: TOAST_DURATION_MS.error,
      }),
    );
  },
};

/**
 * Below sonner's 600 px both top positions are the same full-width strip: two lists there would
 * draw their toasts on top of each other. One list stacks them instead.
 */
function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches;
}
