import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * An index column sorted as the lists read it, `order by … desc`: descending with nulls first.
 * Drizzle's bare `.desc()` builds `DESC NULLS LAST`, which PostgreSQL cannot use for a plain
 * `desc` order even on a column that is never null, so such a list sorted every row it matched.
 */
// biome-ignore lint/suspicious/noExplicitAny: any column of any table
export const newest = (column: ExtraConfigColumn<any>) => column.desc().nullsFirst();
