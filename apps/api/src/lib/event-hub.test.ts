import { describe, expect, it } from 'vitest';
import { createEventHub } from './event-hub';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('live events through Redis', () => {
  it('a publish Redis does not take fails nobody: the process goes on', async () => {
    const { hub, close } = await createEventHub(redisUrl);
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      // As in a shutdown: the connection is closed while a job still announces what it did.
      await close();
      expect(() =>
        hub.publish('00000000-0000-4000-8000-000000000000', {
          type: 'refuel.expired',
          data: { refuel_id: 'r1' },
        }),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
