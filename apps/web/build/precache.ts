/** The list of files the service worker keeps on the device, each with its revision. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Hashed names change with their content: no revision needed. */
const HASHED = /^assets\/.+\.(js|css|woff2)$/;
/**
 * Code not kept: the drawing of an operator's full basemap (protomaps-leaflet, about 30 KB
 * gzipped) runs only where one is configured, and its tiles need the network anyway.
 */
const NOT_KEPT = [/^assets\/basemap-[^/]+\.js$/];
/** The rest of what is kept, with a revision from its content. */
const KEPT = [
  /^shell\/[a-z]+\.html$/,
  /^offline\/[a-z]+\.html$/,
  /^manifest(\.[a-z]+)?\.webmanifest$/,
  /^favicon\.svg$/,
  /^icons\/.+\.png$/,
];

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export function precacheEntries(root: string): PrecacheEntry[] {
  return filesUnder(root)
    .sort()
    .flatMap((file): PrecacheEntry[] => {
      if (NOT_KEPT.some((pattern) => pattern.test(file))) return [];
      if (HASHED.test(file)) return [{ url: `/${file}`, revision: null }];
      if (!KEPT.some((pattern) => pattern.test(file))) return [];
      const content = fs.readFileSync(path.join(root, file));
      const revision = createHash('md5').update(content).digest('hex');
      return [{ url: `/${file}`, revision }];
    });
}
