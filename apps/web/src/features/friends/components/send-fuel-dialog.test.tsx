import { apiUrlOf, friendsRoutes } from '@fuel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../texts';
import { SendFuelDialog } from './send-fuel-dialog';
import { TransferConfirm } from './transfer-confirm';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const REGULAR = '0b6f1f0e-3c1a-4d55-9d8e-1f2a3b4c5d6e';
const balances = {
  count: 1,
  data: [
    {
      product_id: REGULAR,
      product_code: 'REGULAR_92',
      product_name: 'Regular 92',
      unit: 'L',
      balance: 10,
      held: 0,
    },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
/** The Idempotency-Key header of a recorded call. */
const keyOf = (init: RequestInit | undefined) =>
  ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key'];
const transferCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrlOf(friendsRoutes.transfer)));

/** What a screen reader reads after the field's label: its hint and its problem. */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function open() {
  renderWithProviders(
    <SendFuelDialog recipient={{ id: 4821937, name: 'Ani Petrosyan' }} onClose={() => {}} />,
  );
}

beforeEach(async () => {
  // jsdom has no modal dialogs: opening one only has to make it visible.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('SendFuelDialog', () => {
  it('refuses more than the balance before asking the server', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(balances));
    open();
    const quantity = await screen.findByLabelText('Quantity, L');
    fireEvent.input(quantity, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(description(quantity)).toContain('You have only 10\u00a0L on your balance.'),
    );
    expect(transferCalls()).toHaveLength(0);
  });

  it('confirms with the recipient named, sends once with a key and shows the new balance', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes(apiUrlOf(friendsRoutes.transfer))
        ? jsonResponse({
            transfer_id: 't1',
            transaction_id: 'x1',
            recipient: { id: 4821937, name: 'Ani Petrosyan' },
            product_id: REGULAR,
            quantity: 3,
            balance: 7,
            message: 'Sent.',
          })
        : jsonResponse(balances),
    );
    open();
    const quantity = await screen.findByLabelText('Quantity, L');
    fireEvent.input(quantity, { target: { value: '3' } });
    expect(description(quantity)).toBe('Your balance after sending: 7\u00a0L');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Ani Petrosyan, ID 4821937')).toBeTruthy();
    expect(transferCalls()).toHaveLength(0);
    // The step takes the place of the form: focus is on what to do next, not left on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your balance is now 7\u00a0L');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
    );
    expect(transferCalls()).toHaveLength(1);
    const [, init] = transferCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      recipient_id: 4821937,
      product_id: REGULAR,
      quantity: 3,
      note: null,
    });
    expect(keyOf(init)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the balance is short, and a later try is a new operation with a new key', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes(apiUrlOf(friendsRoutes.transfer))
        ? jsonResponse(
            {
              message: 'Not enough fuel.',
              errors: [{ code: 'INSUFFICIENT_BALANCE', message: 'Not enough fuel.' }],
            },
            422,
          )
        : jsonResponse(balances),
    );
    open();
    fireEvent.input(await screen.findByLabelText('Quantity, L'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is not enough fuel on your balance.',
    );
    // The server keeps its refusal as that key's answer: the same key would get it again even
    // once the balance has been topped up.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(transferCalls()).toHaveLength(2));
    const keys = transferCalls().map(([, init]) => keyOf(init));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries with the same key when the outcome is unknown', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes(apiUrlOf(friendsRoutes.transfer))
        ? new Response('Bad gateway', { status: 502 })
        : jsonResponse(balances),
    );
    open();
    fireEvent.input(await screen.findByLabelText('Quantity, L'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(transferCalls()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(transferCalls()).toHaveLength(2));
    const keys = transferCalls().map(([, init]) => keyOf(init));
    expect(keys[0]).toBe(keys[1]);
  });

  it('a refusal that would come again is said in the server’s words, and Send stops', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes(apiUrlOf(friendsRoutes.transfer))
        ? jsonResponse(
            {
              message: 'Not connected.',
              errors: [
                {
                  code: 'NOT_CONNECTED',
                  message: 'This user is not among your friends or partners.',
                },
              ],
            },
            422,
          )
        : jsonResponse(balances),
    );
    open();
    fireEvent.input(await screen.findByLabelText('Quantity, L'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This user is not among your friends or partners.',
    );
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(transferCalls()).toHaveLength(1);
  });
});

describe('TransferConfirm', () => {
  it('an ask for more than the balance holds says so and cannot be sent', async () => {
    const onSend = vi.fn(async () => 0);
    renderWithProviders(
      <TransferConfirm
        facts={{
          recipient: { id: 1862322, name: 'Davit' },
          productName: 'Regular 92',
          unit: 'L',
          quantity: 9,
          note: '',
          balance: 8.5,
        }}
        onSend={onSend}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('You have only 8.5\u00a0L on your balance.');
    expect(screen.queryByText('Balance after sending')).toBeNull();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    // Off, not busy: the pointer says "not allowed", not "wait"; Back is where focus is.
    expect(send.className).toContain('disabled:cursor-not-allowed');
    expect(send.className).not.toContain('disabled:cursor-wait');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
