interface LogoMarkProps {
  className?: string;
}

/** The brand mark: an amber fuel drop on a petrol-teal tile (same drawing as the favicon). */
export function LogoMark({ className = 'size-10' }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0b5d6b" />
      <path d="M32 11c7.5 10 14 17.6 14 26a14 14 0 0 1-28 0c0-8.4 6.5-16 14-26z" fill="#f2a007" />
      <path
        d="M26.5 39.5a6 6 0 0 0 5.5 5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
}

/** Mark and wordmark. The brand name stays the same in every language. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-3">
      <LogoMark className="size-10 shrink-0 rounded-xl ring-1 ring-white/15" />
      <span
        className={`text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-700'}`}
      >
        Fuel{' '}
        <span className={tone === 'light' ? 'text-accent-400' : 'text-accent-700'}>Cabinet</span>
      </span>
    </span>
  );
}
