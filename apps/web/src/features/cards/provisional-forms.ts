// Stand-in validators until the contract's body schemas land.
import { parseQuantity, V } from '@fuel/contract';
import { type FormSchema, toNumber } from '../../lib/forms';

type Check = (
  value: string,
  all: Record<string, string>,
) => [string, Record<string, number>?] | null;

export function formSchema<T>(
  checks: Record<string, Check>,
  build: (v: Record<string, string>) => T,
): FormSchema<T> {
  return {
    safeParse(data) {
      const values = data as Record<string, string>;
      const issues: never[] = [];
      for (const [field, check] of Object.entries(checks)) {
        const problem = check(values[field] ?? '', values);
        if (problem) {
          issues.push({
            code: 'custom',
            message: problem[0],
            path: [field],
            input: values[field],
            ...(problem[1] ?? {}),
          } as never);
        }
      }
      return issues.length
        ? { success: false, error: { issues } }
        : { success: true, data: build(values) };
    },
  };
}

export const required: Check = (v) => (v.trim() ? null : [V.required]);
export const volume =
  (optional: boolean): Check =>
  (v) => {
    if (!v.trim()) return optional ? null : [V.required];
    const n = toNumber(v);
    if (n === undefined || Number.isNaN(n) || parseQuantity(n) === null) return [V.volume];
    return n <= 0 ? [V.min, { minimum: 0.001 }] : null;
  };
export const ORDER_MAX = 100;
export const PIN_LENGTH = 4;
