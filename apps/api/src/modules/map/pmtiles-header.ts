import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { BASEMAP_TILE_TYPES, type MapBasemap } from '@fuel/contract';

/** What the map needs from a PMTiles v3 archive's header and metadata (its spec's layout). */
export type BasemapInfo = Omit<MapBasemap, 'url'>;

const HEADER_BYTES = 127;
const MAGIC = 'PMTiles';
/** The header's tile type byte: 1 MVT, 2 PNG, 3 JPEG, 4 WebP, 5 AVIF (0 unknown). */
const TILE_TYPES: Record<number, (typeof BASEMAP_TILE_TYPES)[number]> = Object.fromEntries(
  BASEMAP_TILE_TYPES.map((type, i) => [i + 1, type]),
);

export class BasemapError extends Error {}

/** Tags and entities out: the credit line is shown as text, whatever the archive says. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function unpackMetadata(bytes: Buffer, compression: number): Record<string, unknown> {
  // 1 none, 2 gzip, 3 brotli; zstd (4) has no decoder in Node 20: no credit line from it then.
  const text =
    compression === 2
      ? zlib.gunzipSync(bytes)
      : compression === 3
        ? zlib.brotliDecompressSync(bytes)
        : compression <= 1
          ? bytes
          : undefined;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads and checks the archive's header (and its metadata's attribution) once, at start. */
export async function readBasemapInfo(file: string): Promise<BasemapInfo> {
  const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BasemapError(`MAP_BASEMAP_FILE: cannot read ${file} (${error.code})`);
  });
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < HEADER_BYTES || header.toString('latin1', 0, 7) !== MAGIC || header[7] !== 3)
      throw new BasemapError(`MAP_BASEMAP_FILE: ${file} is not a PMTiles version 3 archive`);
    const tileType = TILE_TYPES[header.readUInt8(99)];
    if (!tileType)
      throw new BasemapError(`MAP_BASEMAP_FILE: ${file} holds tiles of an unknown type`);
    const metadataOffset = Number(header.readBigUInt64LE(24));
    const metadataLength = Number(header.readBigUInt64LE(32));
    const metadata = Buffer.alloc(Math.min(metadataLength, 1 << 20));
    await handle.read(metadata, 0, metadata.length, metadataOffset);
    const { attribution } = unpackMetadata(metadata, header.readUInt8(97));
    const e7 = (at: number) => header.readInt32LE(at) / 1e7;
    return {
      tile_type: tileType,
      min_zoom: header.readUInt8(100),
      max_zoom: header.readUInt8(101),
      bounds: [e7(102), e7(106), e7(110), e7(114)],
      attribution: typeof attribution === 'string' ? plainText(attribution) || null : null,
    };
  } finally {
    await handle.close();
  }
}
