import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Keys are generated here; callers never choose a path. */
export interface Storage {
  put(prefix: 'files' | 'images' | 'media', extension: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^(files|images|media)\/[A-Za-z0-9_-]{20,64}\.[a-z0-9]{2,5}$/;

/**
 * Files on disk under one folder (by default `<DATA_DIR>/uploads`). Several API instances need
 * a shared folder (a network volume) or another implementation of the same interface.
 */
export function diskStorage(root: string): Storage {
  const locate = (key: string) => {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (prefix, extension, bytes) => {
      const key = `${prefix}/${randomBytes(18).toString('base64url')}.${extension}`;
      await fs.mkdir(path.join(root, prefix), { recursive: true });
      await fs.writeFile(locate(key), bytes, { flag: 'wx' });
      return key;
    },
    read: async (key) => {
      try {
        return await fs.readFile(locate(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    remove: async (key) => {
      await fs.rm(locate(key), { force: true });
    },
  };
}
