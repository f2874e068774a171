/**
 * A statement's quantity columns after the product and unit, in the order every export (CSV,
 * spreadsheet) writes them; the drams paid follow.
 */
export const STATEMENT_QUANTITIES = [
  'opening',
  'purchases',
  'transfers_in',
  'transfers_out',
  'refuels',
  'card_loads',
  'card_unloads',
  'closing',
  'closing_held',
  'closing_on_cards',
] as const;
