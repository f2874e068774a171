import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

const showModal = HTMLDialogElement.prototype.showModal;
const close = HTMLDialogElement.prototype.close;

beforeEach(() => {
  // jsdom has no modal dialogs: opening one makes it visible and marks it modal; closing one
  // announces it as the browser does (there a moment later; here at once, the harder case).
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});

describe('Modal', () => {
  it('opens as a modal dialog named by its title and described by its text', () => {
    render(
      <Modal title="Order a card" text="It comes by post." onClose={() => {}}>
        <p>Form</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Order a card' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.modal).toBe('true');
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('It comes by post.');
    expect(screen.getByText('Form')).toBeTruthy();
  });

  it('has no description without a text', () => {
    render(
      <Modal title="Send fuel" onClose={() => {}}>
        <p>Form</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Send fuel' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('tells its owner when the user closes it (Escape closes the native dialog)', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Send fuel" onClose={onClose}>
        <p>Form</p>
      </Modal>,
    );
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands focus back to the element that opened it', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Modal title="Send fuel" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </Modal>
          )}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByText('Cancel');
    cancel.focus();
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
