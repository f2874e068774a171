import { parseArgs } from 'node:util';
import { LANGUAGES, USER_TYPES, type UserType } from '@fuel/contract';
import type { Database } from '../db/database';
import { publishOnlyEventHub } from '../lib/event-hub';
import { BROADCAST_MAX_LENGTH, broadcast } from '../modules/notifications';

export const BROADCAST_USAGE = `  broadcast --text-am T --text-en T --text-ru T [--to all|individual|company]
                                 a message to every account (or every account of one type), in
                                 Messages, live in open tabs and by push; up to ${BROADCAST_MAX_LENGTH} characters`;

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
    am: values['text-am']?.trim() ?? '',
    en: values['text-en']?.trim() ?? '',
    ru: values['text-ru']?.trim() ?? '',
  };
  const audience = values.to as UserType | 'all';
  const problems = LANGUAGES.filter(
    (lang) => !text[lang] || text[lang].length > BROADCAST_MAX_LENGTH,
  ).map((lang) => `--text-${lang}: 1-${BROADCAST_MAX_LENGTH} characters`);
  if (audience !== 'all' && !USER_TYPES.includes(audience))
    problems.push(`--to: all, ${USER_TYPES.join(' or ')}`);
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\n\n${BROADCAST_USAGE}`);

  // Open tabs hear of it through Redis when the servers share one; otherwise on their next read.
  const events = publishOnlyEventHub(redisUrl);
  try {
    const sent = await withDatabase(({ db }) =>
      broadcast({ db, events: events.hub }, text, audience),
    );
    console.log(`Sent to ${sent} account${sent === 1 ? '' : 's'}.`);
    return 0;
  } finally {
    await events.close();
  }
}
