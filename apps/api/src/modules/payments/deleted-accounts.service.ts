import { GatewayError } from '../../integrations/payment-gateway';
import { deleteSavedCard, findCardsOfDeletedAccounts } from './saved-cards.repository';
import type { PaymentDeps } from './settle.service';

/** The bank's "binding not found / not active": the card is already gone there. */
export const NO_SUCH_BINDING = 2;

/**
 * Removes at the bank, then here, the saved cards of deleted accounts. It runs in every
 * maintenance round rather than inside the deletion, so a bank that is down when the account is
 * deleted only delays it: the row stays until the bank has let the card go.
 * Returns how many cards were let go.
 */
export async function forgetCardsOfDeletedAccounts(
  deps: PaymentDeps,
  {
    batch = 50,
    onError,
  }: { batch?: number; onError?: (cardId: string, err: unknown) => void } = {},
): Promise<number> {
  let forgotten = 0;
  for (const card of await findCardsOfDeletedAccounts(deps.db, batch)) {
    try {
      await deps.gateway.unbindCard(card.bindingId);
    } catch (err) {
      if (!(err instanceof GatewayError && err.errorCode === NO_SUCH_BINDING)) {
        onError?.(card.id, err);
        continue;
      }
    }
    if (await deleteSavedCard(deps.db, card.userId, card.id)) forgotten += 1;
  }
  return forgotten;
}
