import { useTranslation } from 'react-i18next';

const TONES: Record<string, string> = {
  active: 'bg-green-100 text-green-900',
  blocked: 'bg-red-100 text-red-900',
  closed: 'bg-sand-200 text-sand-800',
};

/** A card's state as a coloured word (never colour alone: the word is the information). */
export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('cards');
  return (
    <span
      data-testid="card-state"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold ${TONES[state] ?? TONES.closed}`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {t(`state.${state}`)}
    </span>
  );
}
