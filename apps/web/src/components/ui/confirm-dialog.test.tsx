import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function dialog(pending: boolean, onConfirm: () => void) {
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

describe('ConfirmDialog', () => {
  it('confirms once on a double click, and again once the first has finished', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(dialog(false, onConfirm));
    const button = screen.getByText('Delete');
    // Both clicks arrive before the caller's pending state disables the button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(dialog(true, onConfirm));
    fireEvent.click(button);
    rerender(dialog(false, onConfirm));
    // The removal failed and the dialog stayed: the user may try again.
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
