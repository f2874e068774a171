import type { ErrorCode } from '@fuel/contract';
import { AppError } from '../lib/app-error';

/**
 * A service's refusal said in the command's terms. VALIDATION_FAILED names every field that broke
 * a rule (`params.fields`); `option` says what each needs, by the option that gives it, and the
 * usage follows. Other codes read from `messages`; anything else is rethrown as it is.
 */
export function refusalInOptions(
  usage: string,
  option: (field: string) => string,
  messages: Partial<Record<ErrorCode, string>> = {},
) {
  return (err: unknown): never => {
    if (err instanceof AppError && err.code === 'VALIDATION_FAILED') {
      const named = String(err.options.params?.fields ?? err.options.field ?? '');
      const lines = named.split(',').filter(Boolean).map(option);
      throw new Error(`${lines.join('\n')}\n\n${usage}`);
    }
    const message = err instanceof AppError ? messages[err.code] : undefined;
    throw message ? new Error(message) : err;
  };
}
