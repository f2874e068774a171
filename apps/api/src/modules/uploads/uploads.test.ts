import zlib, { deflateSync } from 'node:zlib';
import {
  API_ROUTES,
  apiUrlOf,
  errorBodySchema,
  meReplySchema,
  uploadFilesReplySchema,
  uploadImagesReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { createUser, signIn } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  token = (await signIn(t.app, await createUser(t.database.db))).access_token;
  other = (await signIn(t.app, await createUser(t.database.db))).access_token;
});
afterAll(() => t.close());

function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
) {
  const boundary = '----fuelcabinet-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function send(
  method: 'POST' | 'PATCH',
  url: string,
  parts: Parameters<typeof multipart>[0],
  bearer = token,
) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method,
    url,
    payload,
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': contentType,
      'accept-language': 'en',
    },
  });
}

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 11, g: 93, b: 107 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();

/** A valid PNG header that claims 50 000 × 50 000 pixels: a decompression bomb in miniature. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploads', () => {
  it('stores a picture re-encoded without its metadata, for its owner only', async () => {
    const res = await send('POST', apiUrlOf(API_ROUTES.uploads.files), [
      { name: 'files', filename: 'receipt.jpg', type: 'image/jpeg', data: await photo() },
    ]);
    expect(res.statusCode).toBe(200);
    const [file] = uploadFilesReplySchema.parse(res.json());
    expect(file).toMatchObject({ name: 'receipt.webp', content_type: 'image/webp' });

    const download = await t.app.inject({
      url: file?.url ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.headers['content-type']).toBe('image/webp');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(download.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    expect(
      (await t.app.inject({ url: file?.url ?? '', headers: { authorization: `Bearer ${other}` } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: file?.url ?? '' })).statusCode).toBe(401);
  });

  it('keeps a PDF as it is and serves it as an attachment', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const [file] = uploadFilesReplySchema.parse(
      (
        await send('POST', apiUrlOf(API_ROUTES.uploads.files), [
          { name: 'files', filename: 'контракт.pdf', type: 'application/pdf', data: pdf },
        ])
      ).json(),
    );
    const download = await t.app.inject({
      url: file?.url ?? '',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('контракт.pdf')}`,
    );
  });

  it('judges the type by the bytes, not the name', async () => {
    const fake = await send('POST', apiUrlOf(API_ROUTES.uploads.files), [
      { name: 'files', filename: 'cat.png', type: 'image/png', data: '<script>alert(1)</script>' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(errorBodySchema.parse(fake.json()).errors[0]?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body that is not multipart with 415, on every upload route', async () => {
    for (const route of [
      API_ROUTES.uploads.files,
      API_ROUTES.uploads.images,
      API_ROUTES.uploads.changePicture,
    ]) {
      const reply = await t.app.inject({
        method: route.method,
        url: apiUrlOf(route),
        payload: { files: 'not a file' },
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(reply.statusCode, route.path).toBe(415);
      expect(errorBodySchema.parse(reply.json()).errors[0]?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses an oversized file and a pixel bomb', async () => {
    const big = await send('POST', apiUrlOf(API_ROUTES.uploads.files), [
      {
        name: 'files',
        filename: 'big.pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(errorBodySchema.parse(big.json()).errors[0]?.code).toBe('PAYLOAD_TOO_LARGE');
    const bomb = await send('POST', apiUrlOf(API_ROUTES.uploads.images), [
      { name: 'mediaId', data: 'vehicle-1' },
      { name: 'images', filename: 'bomb.png', data: pixelBomb() },
    ]);
    // Refused for its size, and told so: not "this type of file is not supported".
    expect(bomb.statusCode).toBe(413);
    const item = errorBodySchema.parse(bomb.json()).errors[0];
    expect(item?.code).toBe('IMAGE_TOO_LARGE');
    expect(item?.message).toMatch(/40/);
  });

  it('ties images to the caller’s mediaId', async () => {
    const res = await send('POST', apiUrlOf(API_ROUTES.uploads.images), [
      { name: 'mediaId', data: 'vehicle-42' },
      { name: 'images', filename: 'car.jpg', data: await photo() },
    ]);
    const [image] = uploadImagesReplySchema.parse(res.json());
    expect(image?.media_id).toBe('vehicle-42');
    const missing = await send('POST', apiUrlOf(API_ROUTES.uploads.images), [
      { name: 'images', filename: 'car.jpg', data: await photo() },
    ]);
    expect(errorBodySchema.parse(missing.json()).errors[0]?.field).toBe('mediaId');
  });

  it('replaces the profile picture with a public square picture', async () => {
    const res = await send('PATCH', apiUrlOf(API_ROUTES.uploads.changePicture), [
      { name: 'profile_picture', filename: 'me.jpg', data: await photo() },
    ]);
    const me = meReplySchema.parse(res.json());
    expect(me.profile_picture).toMatch(/^\/api\/media\/[\w-]+\.webp$/);
    const picture = await t.app.inject(me.profile_picture ?? '');
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: 'webp',
    });
    // The previous picture is gone once replaced.
    const next = meReplySchema.parse(
      (
        await send('PATCH', apiUrlOf(API_ROUTES.uploads.changePicture), [
          { name: 'profile_picture', filename: 'me2.jpg', data: await photo() },
        ])
      ).json(),
    );
    expect(next.profile_picture).not.toBe(me.profile_picture);
    expect((await t.app.inject(me.profile_picture ?? '')).statusCode).toBe(404);
  });

  it('removes the picture and every upload of an account that is deleted', async () => {
    const leaving = await createUser(t.database.db);
    const bearer = (await signIn(t.app, leaving)).access_token;
    const me = meReplySchema.parse(
      (
        await send(
          'PATCH',
          apiUrlOf(API_ROUTES.uploads.changePicture),
          [{ name: 'profile_picture', filename: 'me.jpg', data: await photo() }],
          bearer,
        )
      ).json(),
    );
    const [file] = uploadFilesReplySchema.parse(
      (
        await send(
          'POST',
          apiUrlOf(API_ROUTES.uploads.files),
          [{ name: 'files', filename: 'licence.jpg', data: await photo() }],
          bearer,
        )
      ).json(),
    );
    const picture = me.profile_picture ?? '';
    expect((await t.app.inject(picture)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: apiUrlOf(API_ROUTES.profile.deleteAccount),
      headers: { authorization: `Bearer ${bearer}` },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(200);
    // The picture's public address answers nothing, and the stored bytes are gone.
    expect((await t.app.inject(picture)).statusCode).toBe(404);
    const key = new URL(file?.url ?? '', 'http://x').pathname.split('/').pop() ?? '';
    const rows = rowsOf(
      await t.database.db.execute(sql`select count(*)::int as n from uploads where id = ${key}`),
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
