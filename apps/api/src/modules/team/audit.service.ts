import type { AuditEntry, AuditQuery, Language, ListReply } from '@fuel/contract';
import type { Db } from '../../db/database';
import { CSV_BOM, csvCell, yerevanTime } from '../../lib/csv';
import { translator } from '../../lib/i18n';
import { type AuditRow, auditBatches, findAudit } from './audit.repository';

const actorName = (row: AuditRow) =>
  row.actorCompany ?? `${row.actorFirst} ${row.actorLast}`.trim();

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id.toString(),
  action: row.action,
  actor_id: row.actorPublicId,
  actor_name: actorName(row),
  actor_role: row.actorRole,
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
});

export async function listAudit(
  db: Db,
  companyId: string,
  q: AuditQuery,
): Promise<ListReply<AuditEntry>> {
  const { count, rows } = await findAudit(db, companyId, q);
  return { count, data: rows.map(entryOf) };
}

const HEADERS = ['date', 'actor_id', 'actor', 'role', 'action', 'target', 'before', 'after', 'ip'];
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The filtered audit log as CSV, newest first, batch by batch, headers in the reader's language. */
export async function* exportAuditCsv(
  db: Db,
  companyId: string,
  lang: Language,
  q: Omit<AuditQuery, 'offset' | 'limit'>,
): AsyncGenerator<string> {
  const t = translator(lang);
  let chunk = `${CSV_BOM}${HEADERS.map((k) => csvCell(t(`audit_csv.${k}`, { ns: 'messages' }))).join(',')}\r\n`;
  for await (const rows of auditBatches(db, companyId, q)) {
    for (const row of rows) {
      chunk += `${[
        yerevanTime.format(row.createdAt),
        row.actorPublicId,
        actorName(row),
        t(`team_roles.${row.actorRole}`, { ns: 'mail' }),
        row.action,
        row.target,
        json(row.before),
        json(row.after),
        row.ip,
      ]
        .map(csvCell)
        .join(',')}\r\n`;
    }
    yield chunk;
    chunk = '';
  }
  if (chunk) yield chunk;
}
