import { type KeyboardEvent, useId, useRef } from 'react';

export type Direction = 'incoming' | 'outgoing';
const DIRECTIONS: Direction[] = ['incoming', 'outgoing'];

interface RequestTabsProps {
  label: string;
  selected: Direction;
  labels: Record<Direction, string>;
  onSelect(direction: Direction): void;
  /** The content of the selected tab. */
  children: React.ReactNode;
}

/**
 * Incoming / outgoing as ARIA tabs: arrow keys move between them (automatic activation),
 * Tab moves into the panel.
 */
export function RequestTabs({ label, selected, labels, onSelect, children }: RequestTabsProps) {
  const id = useId();
  const refs = useRef<Partial<Record<Direction, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -2, End: 2 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = DIRECTIONS.indexOf(selected);
    const next =
      Math.abs(step) === 2
        ? DIRECTIONS[step < 0 ? 0 : DIRECTIONS.length - 1]
        : DIRECTIONS[(index + step + DIRECTIONS.length) % DIRECTIONS.length];
    if (!next) return;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-full bg-sand-100 p-1"
      >
        {DIRECTIONS.map((direction) => (
          <button
            key={direction}
            ref={(element) => {
              refs.current[direction] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${direction}`}
            aria-selected={direction === selected}
            aria-controls={`${id}-panel`}
            tabIndex={direction === selected ? 0 : -1}
            onClick={() => onSelect(direction)}
            className="h-10 flex-1 rounded-full px-3 text-sm font-semibold text-sand-700 hover:text-sand-900 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
          >
            {labels[direction]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        className="mt-3 rounded-2xl"
      >
        {children}
      </div>
    </div>
  );
}
