import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClass } from './button';

interface ModalProps {
  title: string;
  /** A line under the title: what the form is for. */
  text?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every form in a dialog: a native <dialog> opened with showModal() keeps focus
 * inside and closes on Escape. Mount it only while it is open: on unmount it hands focus back to
 * the element that opened it.
 */
export function Modal({ title, text, onClose, children }: ModalProps) {
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
      // close whatever takes this dialog's place (a form after its loading dialog, say).
      leaving.current = true;
      dialog?.close?.();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      onClose={() => {
        if (!leaving.current) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold break-words">
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

/** Cancel and the form's actions under it, stacked on phones with the main action on top. */
export function FormActions({
  cancelLabel,
  onCancel,
  children,
}: {
  cancelLabel: string;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg')}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}
