/**
 * Whether two replies hold the same rows: the same ids in the same order and the same counts,
 * wherever they are in the reply. Used to hold the minimal baseline to the product's answers;
 * the replies' other fields may be shaped differently (a message's text, a number's digits).
 */
export function sameRows(product: unknown, other: unknown): string | null {
  const a = facts(product);
  const b = facts(other);
  if (a.length === 0) return 'the product answered no ids or counts';
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `product ${a[i] ?? '(none)'}, baseline ${b[i] ?? '(none)'} at ${i}`;
  }
  return null;
}

/** Every `id`, `count` and `unread` in the reply, depth first, as `path=value`. */
function facts(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => facts(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.keys(value)
    .sort()
    .flatMap((key) => {
      const v = (value as Record<string, unknown>)[key];
      const at = `${path}.${key}`;
      if (['id', 'count', 'unread'].includes(key) && v !== null && typeof v !== 'object') {
        return [`${at}=${v}`];
      }
      return facts(v, at);
    });
}
