import pLimit from 'p-limit';
import sharp from 'sharp';

/** Refuses images that would take more than this many pixels to decode (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Images decoded at once in this process: each can take hundreds of megabytes while decoded,
 * so the rest wait their turn; past `MAX_WAITING` more the server is busy (503, try again).
 */
export const DECODE_CONCURRENCY = 2;
export const MAX_WAITING = 16;
const decoding = pLimit(DECODE_CONCURRENCY);
let active = 0;
let peak = 0;

/** Decodes running now and the most ever at once (read by the tests and the health of uploads). */
export const decodeStats = () => ({ active, peak, waiting: decoding.pendingCount });

export class ImageRejected extends Error {
  /** Refused for its size in pixels, not for what it is. */
  readonly tooLarge = /pixel limit/i.test(this.message);
}
export class ImageQueueFull extends Error {}

/**
 * Decodes an untrusted image and writes a new one: EXIF orientation applied, metadata (GPS,
 * camera) dropped, at most `maxSide` pixels wide or high, WebP. Anything sharp cannot decode
 * within the pixel cap is rejected.
 */
export function reencode(
  bytes: Buffer,
  options: { maxSide: number; square?: boolean },
): Promise<Buffer> {
  if (decoding.pendingCount >= MAX_WAITING) return Promise.reject(new ImageQueueFull());
  return decoding(async () => {
    active++;
    peak = Math.max(peak, active);
    try {
      return await decode(bytes, options);
    } finally {
      active--;
    }
  });
}

async function decode(bytes: Buffer, options: { maxSide: number; square?: boolean }) {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized = options.square
      ? image.resize(options.maxSide, options.maxSide, { fit: 'cover', position: 'attention' })
      : image.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    return await resized.webp({ quality: 82 }).toBuffer();
  } catch (err) {
    throw new ImageRejected(err instanceof Error ? err.message : String(err));
  }
}
