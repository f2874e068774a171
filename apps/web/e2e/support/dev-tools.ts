import type { Card, CardAddBody, CardOrder, Station } from '@fuel/contract';

/*
 * Replies of the development tools (`/dev/...`) the tests use to play the retailer, the pump and
 * the SMS gateway. They are not part of the contract (docs/decisions/0018), so their shapes are
 * written here, once, with the contract's types for every value that is a contract value.
 */

/** POST /dev/station-keys: a key the station terminal signs its calls with. */
export interface DevStationKey {
  station_id: Station['id'];
  key: string;
}

/** POST /dev/card-orders/advance: the order's new status and, once handed over, its cards. */
export interface DevCardOrderAdvance {
  order_id: CardOrder['id'];
  number: CardOrder['number'];
  status: CardOrder['status'];
  cards: {
    id: Card['id'];
    number: CardAddBody['number'];
    activation_code: CardAddBody['activation_code'];
  }[];
}

/** GET /dev/mailbox/messages: the e-mails and SMS that would have been sent, newest first. */
export interface DevMailbox {
  data: { channel: 'email' | 'sms'; recipient: string; text: string; createdAt: string }[];
}
