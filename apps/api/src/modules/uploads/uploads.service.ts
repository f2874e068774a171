import { apiUrlOf, UPLOAD_LIMITS, uploadsRoutes } from '@fuel/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database';
import {
  ImageQueueFull,
  ImageRejected,
  MAX_INPUT_PIXELS,
  reencode,
} from '../../integrations/images/images';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import { lockUser, swapProfilePicture } from '../users';
import {
  deleteUploadsOf,
  findUpload,
  insertUpload,
  type Upload,
  usedBytes,
} from './uploads.repository';

/** What may be uploaded, judged by the bytes, not the name or the browser's word. */
/** The storage folder of profile pictures, served at the media route. */
const MEDIA_DIR = 'media';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const FILE_TYPES = new Set(['application/pdf', ...IMAGE_TYPES]);

export interface Incoming {
  filename: string;
  bytes: Buffer;
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'file';
/** A re-encoded image is WebP whatever it was sent as: its name says so, as its type does. */
const asWebpName = (name: string) =>
  `${safeName(name)
    .replace(/\.[^.]{1,5}$/, '')
    .slice(0, 115)}.webp`;

async function detect(bytes: Buffer, allowed: Set<string>): Promise<string> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !allowed.has(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return type;
}

async function image(bytes: Buffer, maxSide: number, square = false): Promise<Buffer> {
  try {
    return await reencode(bytes, { maxSide, square });
  } catch (err) {
    if (err instanceof ImageRejected && err.tooLarge)
      throw new AppError('IMAGE_TOO_LARGE', {
        params: { megapixels: Math.floor(MAX_INPUT_PIXELS / 1_000_000) },
      });
    if (err instanceof ImageRejected) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    if (err instanceof ImageQueueFull) throw new AppError('SERVICE_UNAVAILABLE');
    throw err;
  }
}

/** Records a stored file unless it takes the user over the quota (then the file is removed). */
async function insertWithinQuota(
  db: Db,
  storage: Storage,
  values: Parameters<typeof insertUpload>[1],
): Promise<Upload> {
  try {
    return await db.transaction(async (tx) => {
      // The user's row lock first: two uploads at once are counted one after the other and
      // cannot both slip under the quota.
      await lockUser(tx, values.userId);
      const used = await usedBytes(tx, values.userId);
      if (used + values.size > UPLOAD_LIMITS.userBytes) {
        throw new AppError('UPLOAD_QUOTA_EXCEEDED', {
          params: { megabytes: UPLOAD_LIMITS.userBytes / 1024 / 1024 },
        });
      }
      return insertUpload(tx, values);
    });
  } catch (err) {
    await storage.remove(values.storageKey);
    throw err;
  }
}

export const wireUpload = (u: Upload) => ({
  id: u.id,
  name: u.originalName,
  size: u.size,
  content_type: u.contentType,
  url: apiUrlOf(uploadsRoutes.download, { id: u.id }),
});

/** Documents and pictures: PDFs kept as they are, images decoded and written anew. */
export async function storeFiles(db: Db, storage: Storage, userId: string, files: Incoming[]) {
  const stored: Upload[] = [];
  for (const file of files) {
    const type = await detect(file.bytes, FILE_TYPES);
    const isImage = IMAGE_TYPES.has(type);
    const bytes = isImage ? await image(file.bytes, 2048) : file.bytes;
    const storageKey = await storage.put('files', isImage ? 'webp' : 'pdf', bytes);
    stored.push(
      await insertWithinQuota(db, storage, {
        userId,
        kind: 'file',
        originalName: isImage ? asWebpName(file.filename) : safeName(file.filename),
        contentType: isImage ? 'image/webp' : type,
        size: bytes.length,
        storageKey,
      }),
    );
  }
  return stored.map(wireUpload);
}

export async function storeImages(
  db: Db,
  storage: Storage,
  userId: string,
  mediaId: string,
  files: Incoming[],
) {
  const stored: Upload[] = [];
  for (const file of files) {
    await detect(file.bytes, IMAGE_TYPES);
    const bytes = await image(file.bytes, 2048);
    const storageKey = await storage.put('images', 'webp', bytes);
    stored.push(
      await insertWithinQuota(db, storage, {
        userId,
        kind: 'image',
        mediaId,
        originalName: asWebpName(file.filename),
        contentType: 'image/webp',
        size: bytes.length,
        storageKey,
      }),
    );
  }
  return stored.map((u) => ({ media_id: mediaId, ...wireUpload(u) }));
}

/** The owner's upload and its bytes; anyone else's id is simply not found. */
export async function readUpload(db: Db, storage: Storage, userId: string, id: string) {
  const upload = await findUpload(db, userId, id);
  const bytes = upload && (await storage.read(upload.storageKey));
  if (!upload || !bytes) throw new AppError('NOT_FOUND');
  return { upload, bytes };
}

/** A square 512 px WebP under an unguessable public name, shown in the header. */
export async function replaceProfilePicture(
  db: Db,
  storage: Storage,
  userId: string,
  file: Incoming,
) {
  await detect(file.bytes, IMAGE_TYPES);
  const bytes = await image(file.bytes, 512, true);
  const key = await storage.put(MEDIA_DIR, 'webp', bytes);
  const url = apiUrlOf(uploadsRoutes.media, { name: key.slice(`${MEDIA_DIR}/`.length) });
  const previous = await swapProfilePicture(db, userId, url);
  const old = pictureKey(previous);
  if (old) await storage.remove(old);
}

/** Where a profile picture stored here is kept; null for none, or one kept from elsewhere. */
function pictureKey(url: string | null | undefined): string | null {
  const ours = apiUrlOf(uploadsRoutes.media, { name: '' });
  return url?.startsWith(ours) ? `${MEDIA_DIR}/${url.slice(ours.length)}` : null;
}

/**
 * For a deleted account, inside its transaction: forgets the user's uploads and returns what
 * removes their bytes and their profile picture, to run once that transaction has committed
 * (removed earlier, a rollback would leave records of files that are gone).
 */
export async function forgetUploadsOf(
  db: Db,
  storage: Storage,
  userId: string,
  picture: string | null,
): Promise<() => Promise<void>> {
  const keys = await deleteUploadsOf(db, userId);
  const pictureFile = pictureKey(picture);
  if (pictureFile) keys.push(pictureFile);
  return async () => {
    for (const key of keys) await storage.remove(key);
  };
}

export async function readMedia(storage: Storage, name: string) {
  const bytes = /^[A-Za-z0-9_-]{20,64}\.webp$/.test(name)
    ? await storage.read(`${MEDIA_DIR}/${name}`)
    : undefined;
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}
