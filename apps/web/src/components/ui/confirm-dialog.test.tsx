import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function dialog(pending: boolean, onConfirm: () => unknown) {
  return (
    <ConfirmDialog
      open
      title="Delete the card?"
      confirmLabel="Delete"
      cancelLabel="Keep"
      pending={pending}
      onConfirm={onConfirm}
      onClose={() => {}}
    >
      Once removed, it cannot be undone.
    </ConfirmDialog>
  );
}

function dialogOpen(open: boolean) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete the card?"
      confirmLabel="Delete"
      cancelLabel="Keep"
      onConfirm={() => {}}
      onClose={() => {}}
    >
      Once removed, it cannot be undone.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('loads nothing until it first opens, then stays in the page once closed', async () => {
    const { rerender } = render(dialogOpen(false));
    expect(document.querySelector('dialog')).toBeNull();
    rerender(dialogOpen(true));
    expect(await screen.findByText('Delete')).toBeTruthy();
    rerender(dialogOpen(false));
    expect(document.querySelector('dialog')).not.toBeNull();
  });

  it('acts once on a double click while the action runs, and again once it has settled', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(dialog(false, onConfirm));
    // The dialog's code arrives the first time it opens.
    const button = await screen.findByText('Delete');
    // Both clicks arrive before the caller's pending state disables the button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // The removal failed and the dialog stayed: the user may try again.
    await act(async () => finish());
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('stays ready after an action that returned nothing (a field was empty)', async () => {
    const onConfirm = vi.fn(() => undefined);
    render(dialog(false, onConfirm));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(screen.getByText('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
