/**
 * A gate a test opens when it likes: whatever awaits `held` goes on after `release()`. Holds a
 * reply or a page's code where a test would otherwise sleep and hope.
 */
export function gate(): { held: Promise<void>; release(): void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
