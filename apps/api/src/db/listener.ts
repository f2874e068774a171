import pg from 'pg';
import type { Listener } from './database';

const RECONNECT_MS = 1_000;

/** The application name of the connections listening on `channel`, on pg_stat_activity. */
export const listenerName = (channel: string) => `listen:${channel}`;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work, and a
 * transaction-mode pooler would not keep it listening). When the connection is lost the
 * listener is told at once (`onState(false)`: notifications may be missed from now on) and a
 * new one is made every second until it listens again (`onState(true)`).
 */
export async function listenOn(
  url: string,
  channel: string,
  { onNotify, onState }: Listener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    // Named, so that whoever needs every listener to have heard something can count them.
    const client = new pg.Client({
      connectionString: url,
      application_name: listenerName(channel),
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      onState(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    onState(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      onState(false);
      await client.end().catch(() => {});
    }
  };
}
