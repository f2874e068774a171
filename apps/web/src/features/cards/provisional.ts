// Stand-in until the contract lands; replaced by @fuel/contract imports.
export const CARD_STATES = ['active', 'blocked', 'closed'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const CARD_ORDER_STATUSES = [
  'received',
  'produced',
  'ready',
  'handed_over',
  'cancelled',
] as const;
export type CardOrderStatus = (typeof CARD_ORDER_STATUSES)[number];
export interface CardFuel {
  product_id: string;
  product_name: string;
  unit: 'L' | 'm3';
  balance: number;
}
export interface Card {
  id: string;
  masked_number: string;
  name: string | null;
  vehicle_id: string | null;
  vehicle_plate: string | null;
  product_ids: string[];
  day_limit: number | null;
  month_limit: number | null;
  day_remaining: number | null;
  month_remaining: number | null;
  has_pin: boolean;
  state: CardState;
  fuel: CardFuel[];
  created_at: string;
}
export interface CardOrder {
  id: string;
  quantity: number;
  status: CardOrderStatus;
  station_name: string | null;
  address: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}
