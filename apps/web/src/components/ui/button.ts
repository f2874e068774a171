/**
 * The looks of the app's buttons, as class strings: the same for a <button>, a <Link> or an <a>
 * styled as one. Add layout classes (margins, width) after it; do not override its own.
 */
export type ButtonLook = 'primary' | 'outline' | 'secondary' | 'danger' | 'danger-outline';
/** sm: in a list row or beside a heading; md: in a dialog or panel; lg: a form's main action. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait';

const LOOKS: Record<ButtonLook, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  /** The brand's second action beside a primary one: an export, a filter, "Details". */
  outline: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  secondary: 'border border-sand-300 text-sand-800 hover:bg-sand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-sand-300 text-red-700 hover:bg-red-50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-10 px-4 text-sm',
  md: 'h-11 px-5',
  lg: 'h-12 px-6',
};

export function buttonClass(look: ButtonLook = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${SIZES[size]} ${LOOKS[look]}`;
}
