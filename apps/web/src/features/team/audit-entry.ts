/** Values past this length are cut short in a row; the CSV keeps them whole. */
const MAX = 140;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * An entry's before or after in one short line: `role: driver, name: …`. A write recorded by
 * the general trail keeps what was asked and what was answered; the line shows what was asked.
 */
export function compactChange(value: unknown): string {
  if (value === null || value === undefined) return '';
  const shown =
    typeof value === 'object' && !Array.isArray(value) && 'request' in value
      ? (value as { request: unknown }).request
      : value;
  const line =
    shown && typeof shown === 'object' && !Array.isArray(shown)
      ? Object.entries(shown)
          .filter(([, v]) => v !== null && v !== undefined)
          .map(([k, v]) => `${k}: ${text(v)}`)
          .join(', ')
      : text(shown);
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
}

/** `cards.block` → `actions.cards.block`, when it is a name of the route table's form. */
export function actionKey(action: string): string | null {
  return /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(action) ? `actions.${action}` : null;
}
