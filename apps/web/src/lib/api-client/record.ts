import { ApiError } from './api-error';

/**
 * A load of one record that failed because it is not there for this user: another user's or a
 * deleted id (404), or one that was never an id (400). Asking again cannot help.
 */
export function isMissing(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Loads one record whose screen says itself that it does not exist (see `QueryState`'s
 * `missing`), so the shared handler does not also show that as a toast.
 */
export async function loadRecord<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isMissing(error)) error.shownInline();
    throw error;
  }
}
