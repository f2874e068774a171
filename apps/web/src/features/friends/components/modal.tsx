import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal for the send-fuel and ask-for-fuel forms: the native <dialog> keeps focus inside,
 * closes on Escape and, since it is mounted only while open, hands focus back to its opener.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const leaving = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    // Remembered here: the dialog leaves the page when it closes, so the browser cannot do it.
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      // The browser announces this close a moment later; it is not the user's, so it must not
      // close whatever takes this dialog's place (the send-fuel dialog after its loading one).
      leaving.current = true;
      dialog?.close?.();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        if (!leaving.current) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold break-words">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-full border border-sand-300 px-5 font-semibold text-sand-800 hover:bg-sand-100';
export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait';
