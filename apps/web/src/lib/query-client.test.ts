import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

const failure = (status: number) => new ApiError('x', status, [], null);

describe('shouldRetry', () => {
  it('retries a lost connection or a server error once', () => {
    expect(shouldRetry(0, failure(0))).toBe(true);
    expect(shouldRetry(0, failure(503))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(false);
  });

  it('never retries a refusal or a malformed reply', () => {
    expect(shouldRetry(0, failure(400))).toBe(false);
    expect(shouldRetry(0, failure(404))).toBe(false);
    expect(shouldRetry(0, new Error('invalid reply'))).toBe(false);
  });
});
