import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationFilters } from '../filters';

type View = StationFilters['view'];

/**
 * List or map on a narrow screen: two toggle buttons, the one shown pressed. Choosing brings the
 * switch to the top of the screen, so the map below it fills the rest.
 */
export function ViewSwitch({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation('stations');
  const place = useRef<HTMLFieldSetElement>(null);
  const choices: { value: View; label: string }[] = [
    { value: 'list', label: t('viewList') },
    { value: 'map', label: t('viewMap') },
  ];
  return (
    <fieldset ref={place} className="mt-4 scroll-mt-20">
      <legend className="sr-only">{t('view')}</legend>
      <div className="inline-flex rounded-full border border-sand-300 bg-white p-1">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={view === choice.value}
            onClick={() => {
              onChange(choice.value);
              requestAnimationFrame(() => place.current?.scrollIntoView({ block: 'start' }));
            }}
            className={`h-10 min-w-24 rounded-full px-5 font-semibold ${view === choice.value ? 'bg-brand-600 text-white' : 'text-sand-800 hover:bg-sand-100'}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
