import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_ROUTES, apiUrlOf, mapConfigReplySchema } from '@fuel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTempDir } from '../../test/temp-dir';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { rangeAsked } from './byte-range';
import { readBasemapInfo } from './pmtiles-header';

/**
 * A PMTiles v3 archive as its spec lays it out: the 127-byte header, then gzipped metadata, then
 * filler standing for directories and tiles (the server reads only the header and metadata).
 */
function archive(tileType = 2, metadata: object = { attribution: '<a href="x">© Test</a> data' }) {
  const meta = zlib.gzipSync(JSON.stringify(metadata));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'latin1');
  header.writeUInt8(3, 7);
  header.writeBigUInt64LE(127n, 24);
  header.writeBigUInt64LE(BigInt(meta.length), 32);
  header.writeUInt8(2, 97);
  header.writeUInt8(tileType, 99);
  header.writeUInt8(0, 100);
  header.writeUInt8(14, 101);
  header.writeInt32LE(43.4 * 1e7, 102);
  header.writeInt32LE(38.8 * 1e7, 106);
  header.writeInt32LE(46.7 * 1e7, 110);
  header.writeInt32LE(41.3 * 1e7, 114);
  const filler = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 7) % 256));
  return Buffer.concat([header, meta, filler]);
}

const dir = testTempDir('basemap-');
const file = path.join(dir, 'armenia.pmtiles');
const bytes = archive();
fs.writeFileSync(file, bytes);
const url = apiUrlOf(API_ROUTES.map.basemap);

let plain: TestApp;
let withBasemap: TestApp;
beforeAll(async () => {
  plain = await buildTestApp({ seed: false });
  withBasemap = await buildTestApp({ seed: false, env: { MAP_BASEMAP_FILE: file } });
});
afterAll(async () => {
  await Promise.all([plain.close(), withBasemap.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/map', () => {
  it('says there is no basemap unless the operator gives one', async () => {
    const res = await plain.app.inject({ url: apiUrlOf(API_ROUTES.map.config) });
    expect(mapConfigReplySchema.parse(res.json())).toEqual({ basemap: null });
  });

  it("describes the operator's archive from its header, its credit line as text", async () => {
    const res = await withBasemap.app.inject({ url: apiUrlOf(API_ROUTES.map.config) });
    expect(mapConfigReplySchema.parse(res.json()).basemap).toEqual({
      url,
      tile_type: 'png',
      min_zoom: 0,
      max_zoom: 14,
      bounds: [43.4, 38.8, 46.7, 41.3],
      attribution: '© Test data',
    });
  });
});

describe('GET /api/map/basemap.pmtiles', () => {
  it('answers 404 when no basemap is configured', async () => {
    const res = await plain.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(404);
  });

  it('sends the range asked with 206, its Content-Range, and a strong ETag', async () => {
    const res = await withBasemap.app.inject({ url, headers: { range: 'bytes=100-16483' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-range']).toBe(`bytes 100-16483/${bytes.length}`);
    expect(res.headers['content-length']).toBe('16384');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.rawPayload.equals(bytes.subarray(100, 16484))).toBe(true);
  });

  it('cuts a range past the end to the last byte, and reads a suffix range', async () => {
    const tail = await withBasemap.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const over = await withBasemap.app.inject({
      url,
      headers: { range: `bytes=${bytes.length - 5}-${bytes.length + 100}` },
    });
    expect(over.headers['content-range']).toBe(
      `bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(over.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
  });

  it('answers 416 with the size for a range outside the file or a malformed one', async () => {
    for (const range of [`bytes=${bytes.length}-`, 'bytes=50-10', 'bytes=x-1', 'bytes=0-1,5-9']) {
      const res = await withBasemap.app.inject({ url, headers: { range } });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    }
  });

  it('sends the whole file without a range, and 304 to a copy already held', async () => {
    const whole = await withBasemap.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const again = await withBasemap.app.inject({
      url,
      headers: { 'if-none-match': String(whole.headers.etag), range: 'bytes=0-9' },
    });
    expect(again.statusCode).toBe(304);
    const stale = await withBasemap.app.inject({
      url,
      headers: { 'if-range': '"old"', range: 'bytes=0-9' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
  });
});

describe('the basemap archive at start', () => {
  it('refuses a file that is not a PMTiles v3 archive, naming the variable', async () => {
    const other = path.join(dir, 'other.pmtiles');
    fs.writeFileSync(other, Buffer.alloc(200));
    await expect(readBasemapInfo(other)).rejects.toThrow(/MAP_BASEMAP_FILE: .* not a PMTiles/);
    await expect(readBasemapInfo(path.join(dir, 'missing.pmtiles'))).rejects.toThrow(/ENOENT/);
  });

  it('reads vector tiles, and an archive without a credit line', async () => {
    const vector = path.join(dir, 'vector.pmtiles');
    fs.writeFileSync(vector, archive(1, {}));
    expect(await readBasemapInfo(vector)).toMatchObject({ tile_type: 'mvt', attribution: null });
  });
});

describe('Range headers', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=0-0', { kind: 'part', start: 0, end: 0 }],
    ['bytes=5-', { kind: 'part', start: 5, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=-', { kind: 'unsatisfiable' }],
    ['bytes=100-200', { kind: 'unsatisfiable' }],
  ])('%s of 100 bytes', (header, expected) => {
    expect(rangeAsked(header, 100)).toEqual(expected);
  });
});
