/** Kinds of fuel movement a user sees in the history (DESIGN §5.3). */
export const TRANSACTION_TYPES = ['buying', 'transfer', 'charging'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Status ids are fixed by the specification; `icon` names the picture the client shows. */
export const TRANSACTION_STATUSES = [
  { id: 1, key: 'pending', icon: 'loading' },
  { id: 2, key: 'success', icon: 'success' },
  { id: 3, key: 'draft', icon: 'draft' },
  { id: 4, key: 'error', icon: 'error' },
] as const;
export type TransactionStatusId = (typeof TRANSACTION_STATUSES)[number]['id'];
export type TransactionStatusKey = (typeof TRANSACTION_STATUSES)[number]['key'];
/** The status ids by name, for code that sets or compares a status. */
export const TRANSACTION_STATUS = {
  pending: 1,
  success: 2,
  draft: 3,
  error: 4,
} as const satisfies Record<TransactionStatusKey, TransactionStatusId>;

/**
 * Why a movement ended as an error (status 4) without moving any fuel: the user cancelled it
 * (a refuel code, or Cancel on the bank's page), the bank declined the card, its time ran out
 * (a refuel code or a bank order nobody paid), or it failed on our side or the bank's.
 */
export const TRANSACTION_OUTCOMES = ['cancelled', 'declined', 'expired', 'failed'] as const;
export type TransactionOutcome = (typeof TRANSACTION_OUTCOMES)[number];
