import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager, type PagerProps, pagerLink } from './pager';
import { ListEmpty, QueryState, type QueryStateProps } from './query-state';

export {
  ListEmpty,
  ListError,
  ListSkeleton,
  QueryState,
} from './query-state';

/**
 * An address past the last page (an old link, a list that has since shrunk): said so, with the
 * way back, rather than the list's "nothing here yet" beside a count of rows.
 */
function PastTheEnd({ pages, hrefOf }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <ListEmpty
      title={t('pager.pastEnd', { pages })}
      action={
        <Link to={hrefOf(pages)} className={pagerLink}>
          {t('pager.toLast')}
        </Link>
      }
    />
  );
}

interface QueryListProps<T extends { data: readonly unknown[] }> extends QueryStateProps<T> {
  /** Shown when the reply has no rows. */
  empty: ReactNode;
  /** Previous / next under the rows when the list has pages. */
  pager?: PagerProps;
}

/** A list reply (`{ data: rows }`): its loading, error and empty states, the rows and their pager. */
export function QueryList<T extends { data: readonly unknown[] }>({
  empty,
  pager,
  children,
  ...state
}: QueryListProps<T>) {
  return (
    <QueryState {...state}>
      {(data) =>
        data.data.length === 0 ? (
          pager && pager.page > 1 ? (
            <PastTheEnd {...pager} />
          ) : (
            empty
          )
        ) : (
          <>
            {children(data)}
            {pager && <Pager {...pager} />}
          </>
        )
      }
    </QueryState>
  );
}
