import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Language, type Receipt, VAT_PERCENT } from '@fuel/contract';
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import { translator } from '../../lib/i18n';

/**
 * A receipt as a PDF in the reader's language (DESIGN §5.10), with its fonts embedded: Noto
 * Sans Armenian for Armenian letters and Noto Sans for Latin and Cyrillic ones. The fonts come
 * as one file per script, so each piece of text is written in runs, each run in the font that
 * has its letters. Every text is drawn as text (never markup), so nothing a name holds is read
 * as anything but letters.
 */
export async function receiptPdf(receipt: Receipt, lang: Language): Promise<Buffer> {
  const t = translator(lang);
  const l = (key: string, values?: Record<string, string | number>) =>
    t(key, { ns: 'receipts', ...values });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: lang === 'am' ? 'hy' : lang,
    info: { Title: l('title', { number: receipt.number }), Author: receipt.seller.name },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, fontData(file));
  const done = collect(doc);
  const page = new Page(doc);

  const money = (drams: number) => `${numberIn(lang, 0).format(drams)}\u00a0֏`;
  const unit = (key: string) => l(`units.${key}`);

  page.text('Fuel Cabinet', { size: 10, bold: true, color: BRAND });
  page.gap(14);
  page.text(l('title', { number: receipt.number }), { size: 20, bold: true });
  page.gap(4);
  page.text(l(`kinds.${receipt.kind}`), { size: 11, color: MUTED });
  page.gap(18);

  const details: [string, string][] = [
    [l('seller'), receipt.seller.name],
    [l('tax_id'), receipt.seller.tax_id],
  ];
  if (receipt.station) {
    details.push([l('station'), receipt.station.name]);
    if (receipt.station.address) details.push([l('address'), receipt.station.address]);
  }
  details.push([l('date'), receipt.local_time]);
  details.push([l('payment'), l(`payments.${receipt.payment}`)]);
  if (receipt.vehicle_plate) details.push([l('vehicle'), receipt.vehicle_plate]);
  if (receipt.card) details.push([l('card'), `•••• ${receipt.card.last4}`]);
  for (const [label, value] of details) page.field(label, value);

  page.gap(16);
  const name: Column = { x: MARGIN, width: 215, align: 'left' };
  const columns: Column[] = [
    name,
    { x: MARGIN + 215, width: 100, align: 'right' },
    { x: MARGIN + 315, width: 90, align: 'right' },
    { x: MARGIN + 405, width: WIDTH - 405, align: 'right' },
  ];
  const sum: Column[] = [name, { x: MARGIN + 215, width: WIDTH - 215, align: 'right' }];
  page.row(columns, [l('product'), l('quantity'), l('unit_price'), l('amount')], {
    bold: true,
    color: MUTED,
    size: 9,
  });
  page.rule();
  for (const item of receipt.items) {
    page.row(columns, [
      item.product_name,
      `${numberIn(lang, 3).format(item.quantity)}\u00a0${unit(item.unit)}`,
      `${money(item.unit_price)}/${unit(item.unit)}`,
      money(item.total),
    ]);
  }
  page.rule();
  page.row(sum, [l('total'), money(receipt.total)], { bold: true, size: 13 });
  page.row(sum, [l('vat', { percent: VAT_PERCENT }), money(receipt.vat)], { color: MUTED });

  page.gap(22);
  page.text(l('fiscal.title'), { size: 13, bold: true });
  page.gap(8);
  if (receipt.fiscal) {
    const top = page.y;
    const qrSize = 118;
    const fieldsWidth = WIDTH - qrSize - 24;
    page.field(l('fiscal.number'), receipt.fiscal.fiscal_number, fieldsWidth);
    page.field(l('fiscal.register'), receipt.fiscal.register_id, fieldsWidth);
    page.field(l('fiscal.sequence'), String(receipt.fiscal.sequence), fieldsWidth);
    if (receipt.fiscal.qr) {
      drawQr(doc, receipt.fiscal.qr, MARGIN + WIDTH - qrSize, top, qrSize);
      page.y = Math.max(page.y, top + qrSize) + 8;
      page.text(l('fiscal.check'), { size: 9, color: MUTED });
    }
  } else {
    page.text(l('fiscal.pending'), { color: MUTED });
  }

  doc.end();
  return done;
}

const MARGIN = 56;
/** The A4 page's width between the margins, in points. */
const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#1f2a2e';
const MUTED = '#5b6b70';
const BRAND = '#0b5d6b';

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
const fonts = new Map<string, Buffer>();
/** Each font file is read once per process. */
function fontData(file: string): Buffer {
  let data = fonts.get(file);
  if (!data) {
    data = readFileSync(require.resolve(file));
    fonts.set(file, data);
  }
  return data;
}

/** Which font file has a character, by the ranges the packages split their fonts into. */
function scriptOf(code: number): Script {
  if ((code >= 0x0530 && code <= 0x058f) || (code >= 0xfb13 && code <= 0xfb17)) return 'armenian';
  if ((code >= 0x0400 && code <= 0x052f) || code === 0x2116) return 'cyrillic';
  if (code >= 0x0100 && code <= 0x024f) return 'latinExt';
  return 'latin';
}

/** The text cut where its script changes: each piece is written in its own font. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

interface Column {
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

  /** A paragraph, wrapped at word boundaries within `width`. */
  text(value: string, style: Style = {}, x = MARGIN, width = WIDTH) {
    const size = style.size ?? 10;
    for (const line of this.wrap(value, width, style)) {
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

/** The fiscal register's QR code, drawn as squares: sharp at any zoom and in print. */
function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { data } = encode(payload, { ecc: 'M', border: 1 });
  const module = size / data.length;
  data.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * module, y + r * module, module, module);
    });
  });
  doc.fillColor('#000000').fill();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Numbers as the language writes them, with exactly `decimals` decimals. */
function numberIn(lang: Language, decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'am' ? 'hy' : lang, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
