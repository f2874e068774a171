import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  title: string;
  /** A line under the title: what the form does. */
  text?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every card form: a native <dialog> opened with showModal() keeps focus inside and
 * closes on Escape; mounted only while open, so focus goes back to the button that opened it.
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
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
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

/** Cancel and submit under a form, stacked on phones with the main action on top. */
export function FormActions({ onCancel, children }: { onCancel(): void; children: ReactNode }) {
  const { t } = useTranslation('cards');
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        className="h-12 rounded-full border border-sand-300 px-5 font-semibold text-sand-800 hover:bg-sand-100"
      >
        {t('form.cancel')}
      </button>
      {children}
    </div>
  );
}
