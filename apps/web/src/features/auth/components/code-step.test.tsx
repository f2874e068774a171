import { apiUrlOf, authRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { CodeStep } from './code-step';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const challenge = {
  identifier: 'ani@mail.am',
  reply: {
    challenge_id: '0b6f1f0e-3c1a-4d55-9d8e-1f2a3b4c5d6e',
    channel: 'email' as const,
    destination: 'a***@mail.am',
    resend_after: 60,
    message: 'Code sent.',
  },
};
const verifyCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrlOf(authRoutes.verify2fa)));

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('CodeStep', () => {
  it('starts in the code field, and the sixth digit sends the code once', async () => {
    const wrong = 'The code is wrong.';
    fetchMock.mockResolvedValue(
      jsonResponse({ message: wrong, errors: [{ code: 'INVALID_CODE', message: wrong }] }, 422),
    );
    renderWithProviders(<CodeStep challenge={challenge} onBack={vi.fn()} />, { path: '/en/auth' });
    const code = screen.getByLabelText('Code');
    expect(document.activeElement).toBe(code);

    fireEvent.input(code, { target: { value: '12345' } });
    expect(verifyCalls()).toHaveLength(0);
    fireEvent.input(code, { target: { value: '123456' } });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(verifyCalls()).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toMatchObject({ code: '123456' });
    // A refused code is not sent again by itself; a new one is.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(verifyCalls()).toHaveLength(1);
    fireEvent.input(code, { target: { value: '654321' } });
    await waitFor(() => expect(verifyCalls()).toHaveLength(2));
  });
});
