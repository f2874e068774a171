import { type CardLoadBody, type CardTransferBody, cardMoveReplySchema } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

interface Move {
  body: CardLoadBody | CardTransferBody;
  /** Idempotency-Key: the same intended move is made once (DESIGN §3). */
  key: string;
}

/**
 * load: POST /api/user/cards/{id}/load (company → card);
 * unload: POST /api/user/cards/transfer/{id} (card → company; no volume = all of it).
 */
export function useMoveFuel(id: string, direction: 'load' | 'unload') {
  const path =
    direction === 'load'
      ? `/user/cards/${encodeURIComponent(id)}/load`
      : `/user/cards/transfer/${encodeURIComponent(id)}`;
  return useCardMutation(({ body, key }: Move) =>
    apiRequest(path, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
      schema: cardMoveReplySchema,
    }),
  );
}
