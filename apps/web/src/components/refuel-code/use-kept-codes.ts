import { useEffect, useMemo, useState } from 'react';
import {
  type CodeScope,
  type KeptCode,
  type KeptCodes,
  keptCodes,
  retainCodes,
} from '../../lib/offline-copy';
import { useSession } from '../../lib/session';

interface ServerCode {
  id: string;
  state: 'active' | 'completed' | 'cancelled' | 'expired';
}

export interface EndedCode {
  code: string;
  state: Exclude<ServerCode['state'], 'active'>;
}

interface CodesQuery {
  data: { data: ServerCode[] } | undefined;
  dataUpdatedAt: number;
  fetchStatus: string;
  isError: boolean;
}

/**
 * The codes of `scope` (My balance, or a card) for the pump with no network:
 * - each answer of the server's list forgets the kept codes it no longer lists as active;
 * - with no answer (offline, or the server out of reach), the kept ones, to be shown;
 * - once an answer comes, the kept codes shown meanwhile that ended (used at the pump,
 *   cancelled, expired), to say so where they were.
 */
export function useKeptCodes(scope: CodeScope, query: CodesQuery) {
  const userId = useSession().userInfo?.id;
  const list = query.data?.data;
  const unreachable = !list && (query.fetchStatus === 'paused' || query.isError);
  const [shown, setShown] = useState<KeptCode[]>([]);

  useEffect(() => {
    if (!list || userId === undefined) return;
    const active = list.filter((code) => code.state === 'active').map((code) => code.id);
    retainCodes(userId, scope, active, new Date(query.dataUpdatedAt).toISOString());
  }, [list, userId, scope, query.dataUpdatedAt]);

  const kept = useMemo<KeptCodes | null>(
    () => (unreachable && userId !== undefined ? keptCodes(userId, scope) : null),
    [unreachable, userId, scope],
  );
  useEffect(() => {
    if (!kept) return;
    setShown((before) => [
      ...before,
      ...kept.codes.filter((c) => !before.some((b) => b.id === c.id)),
    ]);
  }, [kept]);

  const ended = useMemo<EndedCode[]>(
    () =>
      shown.flatMap((keptCode) => {
        const now = list?.find((code) => code.id === keptCode.id);
        return now && now.state !== 'active' ? [{ code: keptCode.code, state: now.state }] : [];
      }),
    [shown, list],
  );
  return { kept, ended };
}
