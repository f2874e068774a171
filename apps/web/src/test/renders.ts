import { onCommit } from './react-commits';

/** The parts of a React fiber read here. */
interface Fiber {
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** React marks a component fiber whose function ran (and did not bail out) in this render. */
const PERFORMED_WORK = 1;

function nameOf(type: unknown): string {
  return typeof type === 'function' ? type.name : '';
}

/**
 * Counts how many times each named component draws, from the commits React DOM announces
 * (test/react-commits.ts); a memoized component's inner function carries the name. A fiber left
 * as it was by a commit is the very object the previous commit held, so it is not counted again.
 * `stop` ends the counting.
 */
export function countRenders(names: readonly string[]) {
  const counts = new Map<string, number>(names.map((name) => [name, 0]));
  let previous = new WeakSet<Fiber>();
  const stop = onCommit((root) => {
    const seen = new WeakSet<Fiber>();
    const pending: Fiber[] = [root.current as Fiber];
    while (pending.length) {
      const fiber = pending.pop() as Fiber;
      seen.add(fiber);
      const name = nameOf(fiber.type);
      const drew =
        !previous.has(fiber) && (fiber.alternate === null || fiber.flags & PERFORMED_WORK);
      if (counts.has(name) && drew) counts.set(name, (counts.get(name) ?? 0) + 1);
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    previous = seen;
  });
  return { counts, stop };
}
