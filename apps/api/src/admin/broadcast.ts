import { parseArgs } from 'node:util';
import { USER_TYPES } from '@fuel/contract';
import type { Database } from '../db/database';
import { publishOnlyEventHub } from '../lib/event-hub';
import { BROADCAST_MAX_LENGTH, broadcast } from '../modules/notifications';
import { refusalInOptions } from './refusal';

export const BROADCAST_USAGE = `  broadcast --text-am T --text-en T --text-ru T [--to all|individual|company]
                                 a message to every account (or every account of one type), in
                                 Messages, live in open tabs and by push; up to ${BROADCAST_MAX_LENGTH} characters`;

/** What each field of a broadcast needs, by the option that gives it. */
const broadcastOption = (field: string) =>
  field === 'audience'
    ? `--to: all, ${USER_TYPES.join(' or ')}`
    : `--${field.replace('_', '-')}: 1-${BROADCAST_MAX_LENGTH} characters`;

export async function broadcastCommand(
  args: string[],
  withDatabase: <T>(run: (database: Database) => Promise<T>) => Promise<T>,
  redisUrl: string | undefined,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'text-am': { type: 'string' },
      'text-en': { type: 'string' },
      'text-ru': { type: 'string' },
      to: { type: 'string', default: 'all' },
    },
  });
  const text = {
    am: values['text-am'] ?? '',
    en: values['text-en'] ?? '',
    ru: values['text-ru'] ?? '',
  };
  // Open tabs hear of it through Redis when the servers share one; otherwise on their next read.
  const events = publishOnlyEventHub(redisUrl);
  try {
    const sent = await withDatabase(({ db }) =>
      broadcast({ db, events: events.hub }, text, values.to ?? 'all'),
    ).catch(refusalInOptions(BROADCAST_USAGE, broadcastOption));
    console.log(`Sent to ${sent} account${sent === 1 ? '' : 's'}.`);
    return 0;
  } finally {
    await events.close();
  }
}
