import {
  apiUrlOf,
  authRoutes,
  cardsRoutes,
  dashboardRoutes,
  pathOf,
  vehiclesRoutes,
} from '@fuel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { accessTokenFor, signInAsRole } from '../../test/session';
import { i18n } from '../i18n';
import { endSession, getSession } from '../session';
import { notify } from '../toast';
import { apiRequest, whenMembershipEnds } from './client';
import { leaveEndedMembership } from './membership-ended';

vi.mock('../toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const ended = () =>
  jsonResponse(
    {
      message: 'You are no longer a member of this company.',
      errors: [
        { code: 'MEMBERSHIP_ENDED', message: 'You are no longer a member of this company.' },
      ],
    },
    403,
  );
const own = accessTokenFor({ sub: 'person-1' });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await i18n.changeLanguage('en');
  whenMembershipEnds(leaveEndedMembership);
});
afterEach(() => {
  endSession('logout');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify.error).mockClear();
  fetchMock.mockReset();
});

describe('MEMBERSHIP_ENDED: the person was removed from the company the session acts for', () => {
  it('moves the session to their own account with one refresh, and says so once', async () => {
    signInAsRole('fleet_manager');
    const before = getSession().switches;
    fetchMock.mockImplementation(async (input) =>
      String(input) === apiUrlOf(authRoutes.refresh)
        ? jsonResponse({ access_token: own, refresh_token: 'r2' })
        : ended(),
    );
    const calls = [cardsRoutes.list, dashboardRoutes.get, vehiclesRoutes.list]
      .map((route) => pathOf(route))
      .map((path) => apiRequest(path).catch((error: unknown) => error));
    await expect(Promise.all(calls)).resolves.toEqual([
      expect.objectContaining({ status: 403 }),
      expect.objectContaining({ status: 403 }),
      expect.objectContaining({ status: 403 }),
    ]);
    await vi.waitFor(() => expect(getSession().role).toBeNull());
    const refreshes = fetchMock.mock.calls.filter(
      ([url]) => String(url) === apiUrlOf(authRoutes.refresh),
    );
    expect(refreshes).toHaveLength(1);
    expect(getSession()).toMatchObject({
      accessToken: own,
      refreshToken: 'r2',
      switches: before + 1,
      isAuth: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.mocked(notify.error).mock.calls).toEqual([
      ['You are no longer a member of this company. You are back in your personal account.'],
    ]);
  });
});
