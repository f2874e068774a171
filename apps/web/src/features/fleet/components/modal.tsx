import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  /** A line under the title: what the form is for. */
  text?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A form in a native <dialog> opened with showModal(): focus stays inside, Escape closes it.
 * Mounted only while open, so focus goes back to the button that opened it.
 */
export function Modal({ title, text, onClose, children }: ModalProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // Remembered here: the dialog leaves the page when it closes, so the browser cannot do it.
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {text && (
        <p id={`${id}-text`} className="mt-1 text-sm text-sand-600">
          {text}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </dialog>
  );
}
