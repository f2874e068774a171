import { CARD_LIMITS, LANGUAGES } from '@fuel/contract';
import type { Db } from '../../db/database';
import { verifyPassword } from '../../lib/passwords';
import { LAST_USED_LANGUAGE, localized, notify } from '../notifications';
import { findStationLabel } from '../stations';
import { type lockCardByNumber, updateCard } from './cards.repository';

type LockedCard = NonNullable<Awaited<ReturnType<typeof lockCardByNumber>>>;

/** The stations' names in every language, listed as one text (`station_am`, …). */
async function stationNames(tx: Db, stationIds: string[]) {
  const names = { am: [] as string[], en: [] as string[], ru: [] as string[] };
  for (const id of stationIds) {
    const label = await findStationLabel(tx, id);
    if (!label) continue;
    for (const lang of LANGUAGES) names[lang].push(label.name[lang]);
  }
  return localized('station', {
    am: names.am.join(', '),
    en: names.en.join(', '),
    ru: names.ru.join(', '),
  });
}

/** How long a card rests after its `failures`-th wrong PIN in a row (none before a few). */
function pinPauseSeconds(failures: number): number | null {
  if (failures < CARD_LIMITS.pinTriesBeforePause) return null;
  return CARD_LIMITS.pinPauseSeconds * 2 ** (failures - CARD_LIMITS.pinTriesBeforePause);
}

/** Seconds the card still rests after wrong PINs (0: it may be tried). */
export function pinRestSeconds(card: LockedCard): number {
  const resting = card.pinRetryAt ? card.pinRetryAt.getTime() - Date.now() : 0;
  return resting > 0 ? Math.ceil(resting / 1000) : 0;
}

/**
 * Checks the PIN typed at `stationId` against the card, whose row the caller holds locked. A
 * wrong PIN is counted on the row even though the request fails: after a few in a row the card
 * rests for a while that grows with each further one, and the last allowed blocks it and tells
 * the company which stations the tries came from (the message, to announce after commit). A
 * right PIN clears the count. Returns null when the PIN is right.
 */
export async function checkCardPin(tx: Db, card: LockedCard, stationId: string, pin: string) {
  if (card.pinHash && (await verifyPassword(card.pinHash, pin))) {
    if (card.pinFailures > 0 || card.pinFailureStations.length > 0)
      await updateCard(tx, card.id, { pinFailures: 0, pinRetryAt: null, pinFailureStations: [] });
    return null;
  }
  const failures = card.pinFailures + 1;
  const block = failures >= CARD_LIMITS.pinAttempts;
  const pause = block ? null : pinPauseSeconds(failures);
  const stations = card.pinFailureStations.includes(stationId)
    ? card.pinFailureStations
    : [...card.pinFailureStations, stationId];
  await updateCard(tx, card.id, {
    pinFailures: failures,
    pinRetryAt: pause ? new Date(Date.now() + pause * 1000) : null,
    pinFailureStations: stations,
    ...(block ? { state: 'blocked', blockedReason: 'pin' } : {}),
  });
  const message =
    block && card.userId
      ? await notify(
          tx,
          card.userId,
          'card_blocked_pin_at',
          { last4: card.last4, ...(await stationNames(tx, stations)) },
          LAST_USED_LANGUAGE,
        )
      : undefined;
  return { refused: block ? ('CARD_BLOCKED' as const) : ('WRONG_PIN' as const), pause, message };
}
