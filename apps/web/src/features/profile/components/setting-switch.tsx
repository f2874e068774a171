import { Section } from './section';

/**
 * A setting saved as soon as its switch is pressed: a section whose heading names the switch
 * (role="switch", aria-checked) and whose text describes it.
 */
export function SettingSwitch({
  id,
  title,
  text,
  on,
  pending,
  onToggle,
}: {
  id: string;
  title: string;
  text: string;
  on: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <Section id={`${id}-title`} title={title}>
      <div className="flex items-center justify-between gap-4">
        <p id={`${id}-text`} className="text-sand-700">
          {text}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          disabled={pending}
          onClick={onToggle}
          className="relative h-8 w-14 shrink-0 rounded-full bg-sand-300 transition-colors aria-checked:bg-brand-600 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : ''}`}
          />
        </button>
      </div>
    </Section>
  );
}
