import { CARD_STATES, type CardState } from '@fuel/contract';

/** Page size of the card list: three rows of three tiles on a wide screen. */
export const PAGE_SIZE = 9;

/** The list's search, state filter and page, as the URL keeps them ('' = not filtered). */
export interface CardListQuery {
  search: string;
  state: CardState | '';
  page: number;
}

const states = new Set<string>(CARD_STATES);

/** A state the list can be filtered by, or '' for any other text (no filter). */
export function cardStateOf(value: string): CardState | '' {
  return states.has(value) ? (value as CardState) : '';
}

export function listQueryFromSearch(search: string): CardListQuery {
  const params = new URLSearchParams(search);
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, 50),
    state: cardStateOf(state),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query string for a list view; page 1 and empty filters are left out. */
export function searchOfListQuery(query: CardListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.state) params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
