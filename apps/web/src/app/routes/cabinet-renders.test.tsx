import { apiUrlOf, notificationsRoutes, usersRoutes } from '@fuel/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { endSession } from '../../lib/session';
import { gate } from '../../test/gate';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { countRenders } from '../../test/renders';
import { signInForTest } from '../../test/session';

vi.mock('./dashboard', () => ({ default: () => <h1>Main, drawn</h1> }));

const { AppRoutes } = await import('../router/routes');

const ME = {
  id: 1234567,
  user_type: 'individual',
  first_name: 'Ani',
  last_name: 'Petrosyan',
  full_name: 'Ani Petrosyan',
  email: 'ani@example.com',
  phone: null,
  profile_picture: null,
  newsletter: false,
  receipt_emails: true,
};

describe('the cabinet frame while a page loads', () => {
  let renders: ReturnType<typeof countRenders>;

  let replies: ReturnType<typeof gate>;

  beforeEach(async () => {
    replies = gate();
    await i18n.changeLanguage('en');
    // Every call of the frame (who is signed in, the unread count, push) waits for the gate.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        await replies.held;
        if (url.startsWith(apiUrlOf(usersRoutes.me))) return jsonResponse(ME);
        if (url.startsWith(apiUrlOf(notificationsRoutes.list)))
          return jsonResponse({ data: [], count: 0, unread: 3 });
        return jsonResponse({ public_key: null });
      }),
    );
    signInForTest();
    renders = countRenders(['Sidebar', 'BottomBar', 'SiteFooter', 'CabinetHeader']);
  });
  afterEach(() => {
    renders.stop();
    endSession('logout');
    vi.unstubAllGlobals();
  });

  it('draws its menus and footer once: the replies redraw only the header that shows them', async () => {
    renderWithProviders(<AppRoutes audience="individual" />, { path: '/en/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Main, drawn' });
    const drawn = new Map(renders.counts);
    expect(drawn.get('Sidebar')).toBe(1);

    await act(async () => replies.release());
    // The bell shows the unread count: the replies have been drawn.
    await screen.findByRole('link', { name: 'Messages, unread: 3' });
    expect(renders.counts.get('Sidebar')).toBe(1);
    expect(renders.counts.get('BottomBar')).toBe(1);
    expect(renders.counts.get('SiteFooter')).toBe(1);
    // Once for the new count; the unchanged name and the push reply draw nothing.
    expect(renders.counts.get('CabinetHeader')).toBe((drawn.get('CabinetHeader') ?? 0) + 1);
  });
});
