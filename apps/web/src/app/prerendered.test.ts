import { describe, expect, it } from 'vitest';
import { lockControls, UNTIL_APP_ATTRIBUTE, unlockControls } from './prerendered';

describe('the controls of a drawn page', () => {
  const drawn =
    '<form><input id="a" name="identifier" value=""/><input type="password" id="b"/>' +
    '<select id="lang"><option>am</option></select><button type="submit">Go</button>' +
    '<button type="button" disabled="">Resend</button><a href="/en/auth/register">Join</a></form>';

  it('are disabled until the app takes over, except those the page disables itself', () => {
    const root = document.createElement('div');
    root.innerHTML = lockControls(drawn);
    const locked = [...root.querySelectorAll('input, select, button')].map((c) => [
      c.id || c.textContent,
      c.hasAttribute('disabled'),
      c.hasAttribute(UNTIL_APP_ATTRIBUTE),
    ]);
    expect(locked).toEqual([
      ['a', true, true],
      ['b', true, true],
      ['lang', true, true],
      ['Go', true, true],
      ['Resend', true, false],
    ]);
    expect(root.querySelector('a')?.hasAttribute('disabled')).toBe(false);

    unlockControls(root);
    const after = [...root.querySelectorAll('input, select, button')].map((c) =>
      c.hasAttribute('disabled'),
    );
    expect(after).toEqual([false, false, false, false, true]);
    expect(root.querySelector(`[${UNTIL_APP_ATTRIBUTE}]`)).toBeNull();
  });
});
