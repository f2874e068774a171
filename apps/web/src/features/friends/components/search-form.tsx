import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { listHref } from '../list-params';

/** Search by name or ID; the search goes into the address, so back and reload keep it. */
export function SearchForm({ search }: { search: string }) {
  const { t } = useTranslation('friends');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(search);
  return (
    <search>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(listHref({ search: text.trim(), page: 1 }));
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={id} className="block text-sm font-semibold text-sand-800">
            {t('search.label')}
          </label>
          <input
            id={id}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            className="mt-1.5 h-11 w-full rounded-xl border border-sand-300 bg-white px-4 text-base text-sand-900 shadow-xs hover:border-sand-400 focus:border-brand-500"
          />
        </div>
        <button type="submit" className={buttonClass()}>
          {t('search.submit')}
        </button>
        {search && (
          <Link to="?" onClick={() => setText('')} className={buttonClass('secondary')}>
            {t('search.clear')}
          </Link>
        )}
      </form>
    </search>
  );
}
