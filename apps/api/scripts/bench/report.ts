/** Writing the benchmark figures into docs/benchmarks.md, one marked section per script. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const REPORT = path.join(ROOT, 'docs/benchmarks.md');

export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [l1, l5] = os.loadavg();
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}; load average at start ${l1?.toFixed(2)} (1 min), ${l5?.toFixed(2)} (5 min)`;
}

/** Replaces the section between `<!-- name -->` and `<!-- /name -->` (appended when absent). */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const current = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const at = current.indexOf(start);
  const until = current.indexOf(end);
  const next =
    at >= 0 && until > at
      ? current.slice(0, at) + block + current.slice(until + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(REPORT, next);
}

export const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
