/**
 * React DOM announces each commit to a developer-tools hook when one is on the window as it
 * loads; test/renders.ts listens there to count which components drew. Loaded before any test
 * module, so before React DOM.
 */
type CommitListener = (root: { current: unknown }) => void;

const listeners = new Set<CommitListener>();

Object.defineProperty(globalThis, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
  configurable: true,
  value: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: unknown }) => {
      for (const listener of listeners) listener(root);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  },
});

export function onCommit(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
