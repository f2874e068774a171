import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

interface Move {
  body: { product_id: string; quantity: number };
  /** Idempotency-Key: the same intended move is made once (DESIGN §3). */
  key: string;
}

/**
 * load: POST /api/user/cards/{id}/load (company → card);
 * unload: POST /api/user/cards/transfer/{id} (card → company, SPEC §7).
 */
export function useMoveFuel(id: string, direction: 'load' | 'unload') {
  const path =
    direction === 'load'
      ? `/user/cards/${encodeURIComponent(id)}/load`
      : `/user/cards/transfer/${encodeURIComponent(id)}`;
  return useCardMutation(({ body, key }: Move) =>
    apiRequest(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
  );
}
