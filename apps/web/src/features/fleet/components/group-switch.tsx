import { CONSUMPTION_GROUPS, type ConsumptionGroup } from '@fuel/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** By vehicle, card or driver: radio buttons drawn as one switch (arrow keys move the choice). */
export function GroupSwitch({
  value,
  onChange,
}: {
  value: ConsumptionGroup;
  onChange(group: ConsumptionGroup): void;
}) {
  const { t } = useTranslation('fleet');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-sand-800">{t('groups.label')}</legend>
      <div className="inline-flex gap-1 rounded-full bg-sand-100 p-1">
        {CONSUMPTION_GROUPS.map((group) => (
          <label
            key={group}
            className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-sand-700 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={group}
              checked={value === group}
              onChange={() => onChange(group)}
              className="sr-only"
            />
            {t(`groups.${group}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
