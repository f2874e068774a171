import type { AuditQuery, TeamRole } from '@fuel/contract';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { rowsToSkip } from '../../lib/paging';

export interface AuditRecord {
  companyId: string;
  actorId: string;
  actorRole: TeamRole;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
}

/** Appends one line to the company's audit log (the table refuses changes and deletes). */
export async function insertAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    companyId: record.companyId,
    actorId: record.actorId,
    actorRole: record.actorRole,
    action: record.action,
    target: record.target ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip ?? null,
    requestId: record.requestId ?? null,
  });
}

/** Yerevan's calendar days: the filter's dates are what people there read on the page. */
const dayStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Asia/Yerevan'`;

function filters(companyId: string, q: Omit<AuditQuery, 'offset' | 'limit'>): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(auditLog.companyId, companyId)];
  if (q.action)
    where.push(sql`${auditLog.action} like ${`${q.action.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (q.actor_id) where.push(eq(users.publicId, Number(q.actor_id)));
  if (q.start) where.push(gte(auditLog.createdAt, dayStart(q.start)));
  if (q.end) where.push(lt(auditLog.createdAt, sql`${dayStart(q.end)} + interval '1 day'`));
  return and(...where);
}

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  actorPublicId: users.publicId,
  actorFirst: users.firstName,
  actorLast: users.lastName,
  actorCompany: users.companyName,
  actorRole: auditLog.actorRole,
  target: auditLog.target,
  before: auditLog.before,
  after: auditLog.after,
  ip: sql<string | null>`host(${auditLog.ip})`,
  createdAt: auditLog.createdAt,
};
export type AuditRow = {
  id: bigint;
  action: string;
  actorPublicId: number;
  actorFirst: string;
  actorLast: string;
  actorCompany: string | null;
  actorRole: TeamRole;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: Date;
};

/** One page of the company's audit log, newest first (ids follow the order of writing). */
export async function findAudit(db: Db, companyId: string, q: AuditQuery) {
  const where = filters(companyId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(q.limit)
      .offset(rowsToSkip(q)),
    db
      .select({ n: count() })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows: rows as AuditRow[] };
}

/** Every matching line, newest first, in batches (the CSV streams them). */
export async function* auditBatches(
  db: Db,
  companyId: string,
  q: Omit<AuditQuery, 'offset' | 'limit'>,
  batch = 500,
): AsyncGenerator<AuditRow[]> {
  let before: bigint | undefined;
  for (;;) {
    const where = before
      ? and(filters(companyId, q), lt(auditLog.id, before))
      : filters(companyId, q);
    const rows = (await db
      .select(columns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(batch)) as AuditRow[];
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as AuditRow;
    before = last.id;
  }
}
