import type { TeamMember } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { MemberGroups } from './member-groups';

const manager: TeamMember = {
  id: '00000000-0000-4000-8000-0000000000a1',
  user_id: 1234567,
  full_name: 'Artur Ghazaryan',
  email: 'manager@example.am',
  phone: null,
  role: 'fleet_manager',
  card_group_ids: null,
  joined_at: '2026-11-01T10:00:00Z',
  is_you: false,
};
const NORTH = '00000000-0000-4000-8000-0000000000b1';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(
        init?.method === 'PATCH'
          ? { ...manager, card_group_ids: [NORTH] }
          : { data: [{ id: NORTH, name: 'North', cards: 3 }] },
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a fleet manager’s cards', () => {
  it('keeps the manager to the groups chosen, sent with the role', async () => {
    renderWithProviders(<MemberGroups member={manager} />);
    fireEvent.click(await screen.findByLabelText('Only the cards of these groups'));
    fireEvent.click(screen.getByLabelText('North'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const patch = vi
        .mocked(fetch)
        .mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
      expect(JSON.parse(String((patch?.[1] as RequestInit | undefined)?.body))).toEqual({
        role: 'fleet_manager',
        card_group_ids: [NORTH],
      });
    });
  });
});
