import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonClass } from './button';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  /** May return the promise of the action: the button then acts once until it settles. */
  onConfirm(): unknown;
  onClose(): void;
}

/**
 * A modal question before a destructive action (SPEC §5). The native <dialog> opened with
 * showModal() keeps focus inside, closes on Escape and hands focus back to the opener; the safe
 * choice gets the focus first.
 */
export default function ConfirmDialogBody({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A double click reaches the button twice before `pending` disables it: the second would send
  // the same removal again (and report "not found" after the first succeeded). The action's
  // promise holds the button until it settles; one that returns nothing (the field was empty,
  // say) leaves it ready at once.
  const confirming = useRef(false);
  const confirm = () => {
    if (confirming.current || pending) return;
    const action = onConfirm();
    if (!(action instanceof Promise)) return;
    confirming.current = true;
    void action.finally(() => {
      confirming.current = false;
    });
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal?.();
      safe.current?.focus();
    }
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 text-sand-700">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={safe} type="button" onClick={onClose} className={buttonClass('secondary')}>
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className={buttonClass('danger')}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
