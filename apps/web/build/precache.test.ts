import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheEntries } from './precache';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-precache-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function put(file: string, content = file) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe('the files the service worker keeps', () => {
  it('keeps hashed code as it is, the pages with a revision, and not the basemap or the rest', () => {
    put('assets/boot-Ab12.js');
    put('assets/web-Cd34.css');
    put('assets/basemap-Ef56.js');
    put('assets/boot-Ab12.js.gz');
    put('shell/am.html', '<p>shell</p>');
    put('offline/ru.html');
    put('prerendered/am/auth.html');
    const entries = precacheEntries(root);
    expect(entries.map((e) => e.url)).toEqual([
      '/assets/boot-Ab12.js',
      '/assets/web-Cd34.css',
      '/offline/ru.html',
      '/shell/am.html',
    ]);
    expect(entries[0]?.revision).toBeNull();
    expect(entries[3]?.revision).toMatch(/^[0-9a-f]{32}$/);
  });
});
