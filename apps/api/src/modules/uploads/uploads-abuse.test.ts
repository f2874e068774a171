import { randomUUID } from 'node:crypto';
import { API_ROUTES, apiUrlOf, errorBodySchema, UPLOAD_LIMITS } from '@fuel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { DECODE_CONCURRENCY, decodeStats } from '../../integrations/images/images';
import { createUser, signIn, type TestUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: TestUser;
let token: string;
let picture: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  user = await createUser(t.database.db);
  token = (await signIn(t.app, user)).access_token;
  picture = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

function upload(bearer = token) {
  const boundary = 'quota-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.uploads.files),
    payload,
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': 'en',
    },
  });
}

describe('uploads under load', () => {
  it(`decode at most ${DECODE_CONCURRENCY} images at once, however many arrive`, async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => upload()));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(decodeStats().peak).toBe(DECODE_CONCURRENCY);
    expect(decodeStats().active).toBe(0);
  });

  it('stop at the per-user quota, and the refused file is not kept', async () => {
    const db = t.database.db;
    const [{ used } = { used: 0 }] = await db
      .select({ used: uploads.size })
      .from(uploads)
      .where(eq(uploads.userId, user.id))
      .limit(1);
    expect(used).toBeGreaterThan(0);
    await db.insert(uploads).values({
      userId: user.id,
      kind: 'file',
      originalName: 'big.pdf',
      contentType: 'application/pdf',
      size: UPLOAD_LIMITS.userBytes - 10_000,
      storageKey: `files/${randomUUID()}.pdf`,
    });
    const before = await db.$count(uploads, eq(uploads.userId, user.id));

    const res = await upload();
    expect(res.statusCode).toBe(413);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors[0]?.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(body.message).toBe('You have used all 100 MB of storage for your files.');
    expect(await db.$count(uploads, eq(uploads.userId, user.id))).toBe(before);

    // Another user's quota is their own.
    const other = (await signIn(t.app, await createUser(db))).access_token;
    expect((await upload(other)).statusCode).toBe(200);
  });
});
