import { CARD_STATES } from '@fuel/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type CardListQuery, cardStateOf } from '../list-query';

interface CardFiltersProps {
  query: CardListQuery;
  onApply(query: CardListQuery): void;
}

/** Search by number, driver or plate and a state filter; applied on "Find", kept in the URL. */
export function CardFilters({ query, onApply }: CardFiltersProps) {
  const { t } = useTranslation('cards');
  const [search, setSearch] = useState(query.search);
  const [state, setState] = useState(query.state);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim(), state, page: 1 });
  };
  const filtered = query.search !== '' || query.state !== '';
  return (
    <form
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        name="q"
        label={t('filters.search')}
        value={search}
        maxLength={50}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        name="state"
        label={t('filters.state')}
        value={state}
        placeholder={t('filters.anyState')}
        options={CARD_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        onChange={(event) => setState(cardStateOf(event.target.value))}
      />
      <div className="flex gap-2">
        <button type="submit" className={`${buttonClass('primary', 'lg')} flex-1`}>
          {t('filters.apply')}
        </button>
        {filtered && (
          <button
            type="button"
            onClick={() => onApply({ search: '', state: '', page: 1 })}
            className={`${buttonClass('secondary', 'lg')} flex-1`}
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
