import sharp from 'sharp';

/** Refuses images that would take more than this many pixels to decode (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

export class ImageRejected extends Error {}

/**
 * Decodes an untrusted image and writes a new one: EXIF orientation applied, metadata (GPS,
 * camera) dropped, at most `maxSide` pixels wide or high, WebP. Anything sharp cannot decode
 * within the pixel cap is rejected.
 */
export async function reencode(
  bytes: Buffer,
  options: { maxSide: number; square?: boolean },
): Promise<Buffer> {
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
