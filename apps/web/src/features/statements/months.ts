/** Yerevan keeps UTC+4 all year. */
const YEREVAN_OFFSET_MS = 4 * 3600 * 1000;

/** The month `now` falls in on Yerevan's calendar, `YYYY-MM`. */
export function yerevanMonth(now: Date): string {
  return new Date(now.getTime() + YEREVAN_OFFSET_MS).toISOString().slice(0, 7);
}

/** `month` moved by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** The months a statement may be asked for, newest first: this one back to `first`. */
export function monthChoices(now: Date, first: string | undefined, max = 36): string[] {
  const months: string[] = [];
  let month = yerevanMonth(now);
  while (months.length < max && (!first || month >= first)) {
    months.push(month);
    month = addMonths(month, -1);
  }
  return months;
}
