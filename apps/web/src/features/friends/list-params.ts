/** Friends are listed ten to a page; the page and the search live in the URL (?q=&page=). */
export const PAGE_SIZE = 10;

export interface ListParams {
  page: number;
  search: string;
}

/** `?q=ani&page=2` → { search: 'ani', page: 2 }; a missing or bad page is the first (SPEC §3). */
export function listParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (params.get('q') ?? '').trim(),
  };
}

/** The address of a page of the list, keeping the search. */
export function listHref({ page, search }: ListParams): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
