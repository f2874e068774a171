import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { openPdf, sfntOfWoff } from './pdf';

const require = createRequire(import.meta.url);
const woffOf = (file: string) => readFileSync(require.resolve(file));

/** OpenType's table checksum: the sum of the table's 32-bit words, the last one padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('a WOFF font unpacked for the PDF library', () => {
  it.each([
    '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  ])('has every table of %s whole, at its place in an sfnt directory', (file) => {
    const woff = woffOf(file);
    const font = sfntOfWoff(woff);
    const count = woff.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(count);
    // The whole font, as the WOFF header says it is once unpacked.
    expect(font.length).toBe(woff.readUInt32BE(16));
    for (let i = 0; i < count; i++) {
      const tag = font.toString('latin1', 12 + i * 16, 16 + i * 16);
      const sum = font.readUInt32BE(16 + i * 16);
      const offset = font.readUInt32BE(20 + i * 16);
      const table = Buffer.from(font.subarray(offset, offset + font.readUInt32BE(24 + i * 16)));
      // The head table's sum is taken with its whole-font adjustment at zero.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect(offset % 4, tag).toBe(0);
      expect(checksum(table), tag).toBe(sum);
    }
  });

  it('refuses what is not a WOFF 1.0 file', () => {
    expect(() => sfntOfWoff(Buffer.from('wOF2 and more bytes than a header'))).toThrow(
      'not a WOFF 1.0 font',
    );
  });
});

async function textOf(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .filter(Boolean)
    .join('|');
}

describe('documents sharing the parsed fonts', () => {
  it('each keeps the text and glyphs of its own, written side by side', async () => {
    const a = openPdf('am', { Title: 'A', Author: 'test' });
    const b = openPdf('ru', { Title: 'B', Author: 'test' });
    // Interleaved, as two requests' documents may be between their awaits.
    a.page.text('Լիցքավորում 92');
    b.page.text('Заправка 95', { bold: true });
    await new Promise((resolve) => setImmediate(resolve));
    a.page.text('Արշակունյաց');
    b.page.text('Станция');
    a.doc.end();
    b.doc.end();
    const [first, second] = await Promise.all([a.done, b.done]);
    expect(await textOf(first)).toBe('Լիցքավորում| |92|Արշակունյաց');
    expect(await textOf(second)).toBe('Заправка| |95|Станция');
  });
});
