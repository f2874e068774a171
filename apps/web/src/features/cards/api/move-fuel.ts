import { type CardLoadBody, type CardTransferBody, cardsRoutes } from '@fuel/contract';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

interface Move {
  body: CardLoadBody | CardTransferBody;
  /** Idempotency-Key: the same intended move is made once (DESIGN §3). */
  key: string;
}

/** load: company → card; unload: card → company (no volume = all of it). */
export function useMoveFuel(id: string, direction: 'load' | 'unload') {
  return useCardMutation(({ body, key }: Move) =>
    callApi(
      direction === 'load' ? cardsRoutes.load : cardsRoutes.unload,
      { params: { id }, body },
      { headers: { 'Idempotency-Key': key } },
    ),
  );
}
