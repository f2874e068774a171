/**
 * Which submit button is being pressed right now. Leaving a field to press a form's submit
 * button must not print that field's message first: the message pushes the button down while
 * it is pressed, the release lands beside it, the click is lost and the form is never sent, so
 * the other wrong fields (an empty name, say) are never marked. The submit marks them all.
 */
const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"]';
let pressed: Element | null = null;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      pressed = target?.closest(SUBMIT) ?? null;
    },
    true,
  );
  // A touch moves the focus only after the finger is lifted, just before the click: the press
  // lasts until the click (or until the browser cancels it for a scroll).
  const release = () => {
    pressed = null;
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
