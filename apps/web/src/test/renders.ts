import { options } from 'preact';

/**
 * Counts how many times each named component draws, through Preact's public plugin hook; a
 * memoized component's inner function carries the name. `stop` puts the hook back.
 */
export function countRenders(names: readonly string[]) {
  const counts = new Map<string, number>(names.map((name) => [name, 0]));
  const previous = options.diffed;
  options.diffed = (vnode) => {
    const name = typeof vnode.type === 'function' ? vnode.type.name : '';
    if (counts.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    previous?.(vnode);
  };
  return { counts, stop: () => (options.diffed = previous) };
}
