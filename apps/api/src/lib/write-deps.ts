import type { Db } from '../db/database';
import type { EventHub } from './event-hub';

/**
 * What a service that writes and then tells the user's open pages needs: the database and the
 * live-event hub. Handlers pass `app` itself, which has both.
 */
export interface WriteDeps {
  db: Db;
  events: EventHub;
}
