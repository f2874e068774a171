import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { Language } from '@fuel/contract';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * Writing a document as a PDF with its fonts embedded (the statements' and the receipts'):
 * Noto Sans Armenian for Armenian letters and Noto Sans for Latin and Cyrillic ones, each piece
 * of text written in runs, each run in the font that has its letters.
 * Every text is drawn as text (never markup), so nothing a name holds is read as anything else.
 */
export function openPdf(lang: Language, info: { Title: string; Author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: lang === 'am' ? 'hy' : lang,
    info,
    // No default font: every text is written in one of ours (Page), and loading the library's
    // Helvetica metrics cost each document a millisecond.
    font: '',
  });
  for (const [name, file] of Object.entries(FONT_FILES)) {
    // pdfkit 0.20 takes a parsed font as well as a file (PDFFontFactory.open); its types know
    // only files.
    doc.registerFont(name, fontOf(file) as unknown as Buffer);
  }
  const done = collect(doc);
  return { doc, page: new Page(doc), done };
}

export const MARGIN = 56;
/** The A4 page's width between the margins, in points. */
export const WIDTH = 595.28 - 2 * MARGIN;
const PAGE_HEIGHT = 841.89;
const INK = '#1f2a2e';
export const MUTED = '#5b6b70';
export const BRAND = '#0b5d6b';

type Script = 'armenian' | 'cyrillic' | 'latinExt' | 'latin';

/** The font files (the packages' subsets), by script and weight. */
const FONT_FILES = {
  'armenian-400':
    '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff',
  'armenian-700':
    '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-700-normal.woff',
  'cyrillic-400': '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  'cyrillic-700': '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff',
  'latinExt-400': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'latinExt-700': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  'latin-400': '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-700': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
} satisfies Record<`${Script}-${400 | 700}`, string>;

const require = createRequire(import.meta.url);
const fonts = new Map<string, Font>();
/**
 * Each font is read, unpacked from WOFF and parsed once per process and shared by every
 * document. Handed the WOFF, the PDF library inflated every table again for each document (a
 * third of a refuel's CPU time with its receipt); handed the unpacked file, it still parsed the
 * font's tables again for each, 50 ms a receipt (docs/benchmarks.md). A parsed font is only
 * read from: each document keeps its own subset of the glyphs it used.
 */
function fontOf(file: string): Font {
  let font = fonts.get(file);
  if (!font) {
    font = create(sfntOfWoff(readFileSync(require.resolve(file)))) as Font;
    fonts.set(file, font);
  }
  return font;
}

/**
 * The font inside a WOFF 1.0 file (W3C WOFF, section 4 and 5): its tables inflated where they
 * are compressed and laid out again behind an sfnt table directory, each padded to four bytes.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF outlines
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Which font file has a character, by the ranges the packages split their fonts into. */
function scriptOf(code: number): Script {
  // U+2024 is the Armenian full stop as Armenian text writes it ("2026 թ․"); only the Armenian
  // font has it.
  if ((code >= 0x0530 && code <= 0x058f) || (code >= 0xfb13 && code <= 0xfb17) || code === 0x2024)
    return 'armenian';
  if ((code >= 0x0400 && code <= 0x052f) || code === 0x2116) return 'cyrillic';
  if (code >= 0x0100 && code <= 0x024f) return 'latinExt';
  return 'latin';
}

/** The text cut where its script changes: each piece is written in its own font. */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}

interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
}

/** Writes down the page from the top, line by line, in runs of the right fonts. */
class Page {
  y = MARGIN;
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  gap(points: number) {
    this.y += points;
  }

  /** Starts a new page when `height` more points would not fit on this one. */
  room(height: number) {
    if (this.y + height <= PAGE_HEIGHT - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** A paragraph, wrapped at word boundaries within `width`. */
  text(value: string, style: Style = {}, x = MARGIN, width = WIDTH) {
    const size = style.size ?? 10;
    for (const line of this.wrap(value, width, style)) {
      this.room(size * 1.4);
      this.line(line, x, this.y, width, 'left', style);
      this.y += size * 1.4;
    }
  }

  /** A label and its value beside it. */
  field(label: string, value: string, width = WIDTH) {
    const labelWidth = 150;
    const top = this.y;
    this.text(label, { color: MUTED });
    const below = this.y;
    this.y = top;
    this.text(value, {}, MARGIN + labelWidth, width - labelWidth);
    this.y = Math.max(this.y, below) + 3;
  }

  /** One line of a table: each cell on one line in its column. */
  row(columns: Column[], cells: string[], style: Style = {}) {
    const size = style.size ?? 10;
    const lines = cells.map((cell, i) => this.wrap(cell, columns[i]?.width ?? WIDTH, style));
    const height = Math.max(...lines.map((cell) => cell.length));
    this.room(height * size * 1.4 + 6);
    lines.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      cell.forEach((line, n) => {
        this.line(line, column.x, this.y + n * size * 1.4, column.width, column.align, style);
      });
    });
    this.y += height * size * 1.4 + 6;
  }

  rule() {
    this.doc
      .moveTo(MARGIN, this.y - 2)
      .lineTo(MARGIN + WIDTH, this.y - 2)
      .lineWidth(0.6)
      .strokeColor('#c9cfd1')
      .stroke();
    this.y += 6;
  }

  private fontOf(script: Script, style: Style) {
    return `${script}-${style.bold ? 700 : 400}`;
  }

  private measure(value: string, style: Style) {
    let width = 0;
    for (const run of scriptRuns(value)) {
      width += this.doc
        .font(this.fontOf(run.script, style))
        .fontSize(style.size ?? 10)
        .widthOfString(run.text);
    }
    return width;
  }

  private wrap(value: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/ +/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.measure(next, style) > width) {
        lines.push(current);
        current = word;
      } else {
        current = next;
      }
    }
    lines.push(current);
    return lines;
  }

  private line(
    value: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right',
    style: Style,
  ) {
    let at = align === 'right' ? x + width - this.measure(value, style) : x;
    for (const run of scriptRuns(value)) {
      const font = this.doc
        .font(this.fontOf(run.script, style))
        .fontSize(style.size ?? 10)
        .fillColor(style.color ?? INK);
      font.text(run.text, at, y, { lineBreak: false });
      at += font.widthOfString(run.text);
    }
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
