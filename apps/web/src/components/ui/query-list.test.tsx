import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ListEmpty, QueryList, QueryState } from './query-list';

type Reply = { data: string[]; count: number };

/** Each load waits until the test answers it, so every state can be looked at in turn. */
function heldReplies() {
  const pending: { resolve(reply: Reply): void; reject(error: Error): void }[] = [];
  const load = () => new Promise<Reply>((resolve, reject) => pending.push({ resolve, reject }));
  return {
    load,
    next: () => pending.shift() ?? { resolve() {}, reject() {} },
    count: () => pending.length,
  };
}

function Fuels({ load, page = 1 }: { load(): Promise<Reply>; page?: number }) {
  const query = useQuery({ queryKey: ['fuels'], queryFn: load });
  return (
    <QueryList
      query={query}
      loading="Loading fuels"
      error="We could not load the fuels."
      empty={<ListEmpty title="No fuels yet" action={<a href="/add">Add one</a>} />}
      pager={{
        page,
        pages: Math.ceil((query.data?.count ?? 0) / 10),
        label: 'Pages of fuels',
        hrefOf: (n) => `?page=${n}`,
      }}
    >
      {({ data }) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('QueryList', () => {
  it('shows a skeleton, read as one loading text, until the rows arrive with their pager', async () => {
    const replies = heldReplies();
    renderWithProviders(<Fuels load={replies.load} />);
    expect(screen.getByRole('status').textContent).toBe('Loading fuels');
    expect(screen.queryByRole('list')).toBeNull();

    replies.next().resolve({ data: ['Diesel', 'Premium 95'], count: 12 });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Diesel', 'Premium 95']);
    expect(screen.queryByRole('status')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Pages of fuels' });
    expect(pager.textContent).toContain('Page 1 of 2');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/am/auth?page=2');
  });

  it('shows the error with a retry that loads again, and then the rows', async () => {
    const replies = heldReplies();
    renderWithProviders(<Fuels load={replies.load} />);
    replies.next().reject(new Error('down'));
    expect(await screen.findByText('We could not load the fuels.')).toBeTruthy();
    expect(replies.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Asked again at once, and loading again until the answer comes.
    expect(replies.count()).toBe(1);
    expect((await screen.findByRole('status')).textContent).toBe('Loading fuels');

    replies.next().resolve({ data: ['Diesel'], count: 1 });
    expect(await screen.findByText('Diesel')).toBeTruthy();
    expect(screen.queryByText('We could not load the fuels.')).toBeNull();
    // One page: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state with its action, and no pager, when there are no rows', async () => {
    const replies = heldReplies();
    renderWithProviders(<Fuels load={replies.load} />);
    replies.next().resolve({ data: [], count: 0 });
    expect(await screen.findByText('No fuels yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says a page past the end is past the end, with the way to the last page', async () => {
    const replies = heldReplies();
    renderWithProviders(<Fuels load={replies.load} page={9} />);
    replies.next().resolve({ data: [], count: 13 });
    expect(
      await screen.findByText('There is nothing on this page: the last page is 2.'),
    ).toBeTruthy();
    expect(screen.queryByText('No fuels yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe(
      '/am/auth?page=2',
    );
  });
});

function Vehicle({ load }: { load(): Promise<string> }) {
  const query = useQuery({ queryKey: ['vehicle'], queryFn: load });
  return (
    <QueryState
      query={query}
      loading="Loading the vehicle"
      error="We could not load the vehicle."
      missing={<h1>No such vehicle</h1>}
    >
      {(plate) => <h1>{plate}</h1>}
    </QueryState>
  );
}

describe('QueryState for one record', () => {
  it.each([404, 400])(
    'says the record does not exist, with nothing to retry, on %i',
    async (status) => {
      renderWithProviders(
        <Vehicle load={() => Promise.reject(new ApiError('Not found.', status, [], null))} />,
      );
      expect(await screen.findByRole('heading', { name: 'No such vehicle' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it('offers a retry when the load failed for another reason', async () => {
    renderWithProviders(
      <Vehicle load={() => Promise.reject(new ApiError('Down.', 503, [], null))} />,
    );
    expect(await screen.findByText('We could not load the vehicle.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No such vehicle' })).toBeNull();
  });
});
