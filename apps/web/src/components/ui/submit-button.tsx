import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  className?: string;
}

/** Disabled while its form is being sent, so a second click cannot send it twice. */
export function SubmitButton({ pending, children, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-500 ${className}`}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
