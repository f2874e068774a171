import type { ReactNode } from 'react';
import { buttonClass } from './button';
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
      className={`${buttonClass('primary', 'lg')} w-full ${className}`}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
