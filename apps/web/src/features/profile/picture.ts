/** What the server accepts for a profile picture (it crops to a 512 px square itself). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The preview canvas, in device pixels. */
export const PREVIEW_SIZE = 256;

export type PictureProblem = 'type' | 'size' | null;

export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}

/** The centred square of an image, as the server will cut it: source x, y and side. */
export function squareCrop(width: number, height: number) {
  const side = Math.min(width, height);
  return {
    sx: Math.round((width - side) / 2),
    sy: Math.round((height - side) / 2),
    side,
  };
}
