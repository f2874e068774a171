import { TRANSACTION_STATUS, type Transaction } from '@fuel/contract';

/** A history row as the API sends it: a done refuel of 5 L of diesel, changed by `over`. */
export function aTransaction(over: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    type: 'charging',
    transaction_status_id: TRANSACTION_STATUS.success,
    product_id: 'p1',
    product_name: 'Diesel',
    unit: 'L',
    quantity: -5,
    amount: null,
    partner_id: null,
    partner_name: null,
    station_id: null,
    station_name: null,
    card: null,
    created_at: '2026-05-01T10:00:00.000Z',
    ...over,
  };
}
