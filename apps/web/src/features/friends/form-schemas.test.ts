import { describe, expect, it } from 'vitest';
import { sendRequestFormSchema } from './form-schemas';

const parse = (user_id: string) => sendRequestFormSchema.safeParse({ user_id });

describe('the ID of a friend request', () => {
  it('takes an ID as people copy it: from the header, with spaces, from a chat', () => {
    for (const text of ['1862322', ' 1862322 ', 'ID 1862322', 'id:1862322', '186 2322', '#1862322'])
      expect(parse(text)).toEqual({ success: true, data: { user_id: 1862322 } });
  });

  it('still refuses what is not seven digits', () => {
    for (const text of ['186232', '18623221', 'ID 18A2322', '1e6', 'user 1862322'])
      expect(parse(text).success).toBe(false);
  });
});
