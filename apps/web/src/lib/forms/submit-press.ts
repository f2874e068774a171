/**
 * Which submit button is being pressed right now. Leaving a field to press a form's submit
 * button must not print that field's message first: the message pushes the button down while
 * it is pressed, the release lands beside it, the click is lost and the form is never sent, so
 * the other wrong fields (an empty name, say) are never marked. The submit marks them all.
 */
const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"]';
let pressed: Element | null = null;
/** What any press now held went down on; the same holds for a checkbox beside a field. */
let held: Element | null = null;
let afterRelease: (() => void)[] = [];
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      pressed = target?.closest(SUBMIT) ?? null;
      held = target;
    },
    true,
  );
  // A touch moves the focus only after the finger is lifted, just before the click: the press
  // lasts until the click (or until the browser cancels it for a scroll).
  const release = () => {
    pressed = null;
    held = null;
    const waiting = afterRelease;
    afterRelease = [];
    // After the click has landed: what these change cannot move its target any more.
    if (waiting.length > 0)
      setTimeout(() => {
        for (const run of waiting) run();
      }, 0);
  };
  document.addEventListener('click', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Starts watching presses (once per page). */
export function watchSubmitPresses(): void {
  listen();
}

/** True while a submit button of `form` is pressed. */
export function submitPressedIn(form: HTMLFormElement | null): boolean {
  return !!form && !!pressed && (pressed as HTMLButtonElement).form === form;
}

/**
 * Runs `then` now, or, while a press inside `form` is held (leaving a field for a checkbox below
 * it), once that press has clicked: a message printed in between would move the checkbox from
 * under the pointer and the click would land beside it.
 */
export function afterPressIn(form: HTMLFormElement | null, then: () => void): void {
  if (form && held && form.contains(held)) afterRelease.push(then);
  else then();
}
