import type {
  ConnectionItem,
  ConnectionsQuery,
  FriendRequest,
  FriendRequestSendReply,
  FriendRequestsQuery,
  Language,
  RequestDirection,
} from '@fuel/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { translator } from '../../lib/i18n';
import { countOfPage } from '../../lib/paging';
import type { WriteDeps } from '../../lib/write-deps';
import { writeTransaction } from '../../lib/write-transaction';
import { endAsksBetween } from './fuel-requests.repository';
import { tell } from './notices';
import {
  acceptRelation,
  countConnections,
  countRequests,
  deleteRelation,
  findConnection,
  findConnections,
  findConnectionsCounted,
  findParty,
  findRequests,
  findUserByPublicId,
  insertRelation,
  lockPair,
  lockRelationOf,
  type RelationRow,
} from './relations.repository';

type ConnectionRow = Awaited<ReturnType<typeof findConnections>>[number];

function toConnection(r: ConnectionRow): ConnectionItem {
  return {
    user_relation_id: r.userRelationId,
    id: r.publicId,
    name: r.name,
    phone: r.phone,
    since: (r.acceptedAt ?? r.createdAt).toISOString(),
  };
}

export async function listConnections(db: Db, userId: string, q: ConnectionsQuery) {
  const search = q.search || undefined;
  if (!search) {
    const rows = await findConnectionsCounted(db, userId, q);
    const count = await countOfPage(rows, q, () => countConnections(db, userId));
    return { count, data: rows.map(toConnection) };
  }
  const [count, rows] = await Promise.all([
    countConnections(db, userId, search),
    findConnections(db, userId, { ...q, search }),
  ]);
  return { count, data: rows.map(toConnection) };
}

async function requestsPage(
  db: Db,
  userId: string,
  direction: RequestDirection,
  page: { offset: number; limit: number },
) {
  const [count, rows] = await Promise.all([
    countRequests(db, userId, direction),
    findRequests(db, userId, direction, page),
  ]);
  const data: FriendRequest[] = rows.map((r) => ({
    user_relation_id: r.userRelationId,
    id: r.publicId,
    name: r.name,
    created_at: r.createdAt.toISOString(),
  }));
  return { count, data };
}

/** One direction with `type`, else the first page of both (the spec's two lists). */
export async function listRequests(db: Db, userId: string, q: FriendRequestsQuery) {
  if (q.type) return requestsPage(db, userId, q.type, q);
  const [incoming, outgoing] = await Promise.all([
    requestsPage(db, userId, 'incoming', q),
    requestsPage(db, userId, 'outgoing', q),
  ]);
  return { incoming_requests: incoming, outgoing_requests: outgoing };
}

const relationChanged = (id: string, change: string) => ({
  type: 'relation.changed' as const,
  data: { user_relation_id: id, change },
});

/**
 * A request by public ID. An unknown ID, a deleted account and an account of the other type all
 * answer the same 404, so the call cannot tell who is behind an ID. A request that crosses one
 * already coming the other way accepts it.
 */
export async function sendRequest(
  deps: WriteDeps,
  userId: string,
  publicId: number,
  lang: Language,
): Promise<FriendRequestSendReply> {
  const run = () =>
    writeTransaction(deps, async (tx, outbox) => {
      const me = await findParty(tx, userId);
      const target = await findUserByPublicId(tx, publicId);
      if (target?.id === userId) throw new AppError('OWN_USER_ID', { field: 'user_id' });
      if (!target || target.type !== me.type)
        throw new AppError('USER_ID_NOT_FOUND', { field: 'user_id' });
      const other = await findParty(tx, target.id);
      const existing = await lockPair(tx, userId, target.id);
      if (existing?.status === 'accepted') throw new AppError('ALREADY_CONNECTED');
      if (existing?.requesterId === userId) throw new AppError('REQUEST_ALREADY_SENT');

      let row: RelationRow;
      if (existing) {
        row = await acceptRelation(tx, existing.id);
        await tell(tx, outbox, other, me, 'request_accepted');
        outbox.publish(other.id, relationChanged(row.id, 'accepted'));
      } else {
        row = await insertRelation(tx, userId, target.id);
        await tell(tx, outbox, other, me, 'request_received');
        outbox.publish(other.id, relationChanged(row.id, 'requested'));
      }
      return { row, other };
    });
  // Two requests crossing at the same moment: the second finds the first on its retry.
  const { row, other } = await run().catch((err) => {
    if (isUniqueViolation(err)) return run();
    throw err;
  });
  const t = translator(lang);
  const accepted = row.status === 'accepted';
  return {
    status: accepted ? 'accepted' : 'pending',
    request: {
      user_relation_id: row.id,
      id: other.publicId,
      name: other.name,
      created_at: row.createdAt.toISOString(),
    },
    message: accepted
      ? t('friends.connected', { ns: 'messages', name: other.name })
      : t('friends.request_sent', { ns: 'messages' }),
  };
}

type Action = 'accept' | 'reject' | 'cancel' | 'remove';

/** Who may do what: the receiver accepts or rejects, the sender cancels, either side removes. */
function allowed(row: RelationRow, userId: string, action: Action): boolean {
  if (action === 'remove') return row.status === 'accepted';
  if (row.status !== 'pending') return false;
  return action === 'cancel' ? row.requesterId === userId : row.addresseeId === userId;
}

const NOTICE = {
  accept: 'request_accepted',
  reject: 'request_rejected',
  cancel: 'request_cancelled',
  remove: 'removed',
} as const;
const CHANGE = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  remove: 'removed',
} as const;

/** Accept, reject, cancel or remove; any relation id the caller may not act on is 404. */
export async function changeRelation(
  deps: WriteDeps,
  userId: string,
  relationId: string,
  action: Action,
) {
  return writeTransaction(deps, async (tx, outbox) => {
    const locked = await lockRelationOf(tx, userId, relationId);
    if (!locked || !allowed(locked, userId, action))
      throw new AppError('NOT_FOUND', { field: 'user_relation_id' });
    const otherId = locked.requesterId === userId ? locked.addresseeId : locked.requesterId;
    // One query at a time: a transaction holds a single connection.
    const me = await findParty(tx, userId);
    const other = await findParty(tx, otherId);
    if (action === 'accept') await acceptRelation(tx, locked.id);
    else await deleteRelation(tx, locked.id);
    // Asks for fuel end with the relation; fuel already sent stays where it is.
    if (action === 'remove') await endAsksBetween(tx, userId, otherId);
    await tell(tx, outbox, other, me, NOTICE[action]);
    outbox.publish(other.id, relationChanged(locked.id, CHANGE[action]));
    return { row: locked, other };
  });
}

export async function acceptRequest(
  deps: WriteDeps,
  userId: string,
  relationId: string,
  lang: Language,
) {
  const { other } = await changeRelation(deps, userId, relationId, 'accept');
  const connection = await findConnection(deps.db, userId, relationId);
  if (!connection) throw new AppError('NOT_FOUND', { field: 'user_relation_id' });
  return {
    connection: toConnection(connection),
    message: translator(lang)('friends.connected', { ns: 'messages', name: other.name }),
  };
}

export async function endRelation(
  deps: WriteDeps,
  userId: string,
  relationId: string,
  action: 'reject' | 'cancel' | 'remove',
  lang: Language,
) {
  const { other } = await changeRelation(deps, userId, relationId, action);
  const key = { reject: 'request_rejected', cancel: 'request_cancelled', remove: 'removed' }[
    action
  ];
  return { message: translator(lang)(`friends.${key}`, { ns: 'messages', name: other.name }) };
}
