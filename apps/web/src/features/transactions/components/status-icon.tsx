/** The four status pictures of SPEC §3 (icon names come from /api/transaction-statuses). */
const PATHS: Record<string, { d: string; tone: string }> = {
  loading: { d: 'M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z', tone: 'text-accent-700' },
  success: {
    d: 'M8 12.5l2.5 2.5L16 9.5M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z',
    tone: 'text-green-700',
  },
  draft: { d: 'M8 12h8M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z', tone: 'text-sand-600' },
  error: { d: 'M9 9l6 6M15 9l-6 6M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z', tone: 'text-red-700' },
  /** Not one of the four: what did not happen (cancelled, declined, expired), muted. */
  void: { d: 'M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z', tone: 'text-sand-600' },
};

/** An icon with its status name for screen readers (and as a tooltip). */
export function StatusIcon({
  icon,
  label,
  withText = false,
}: {
  icon: string;
  label: string;
  withText?: boolean;
}) {
  const { d, tone } = PATHS[icon] ?? PATHS.draft ?? { d: '', tone: '' };
  return (
    <span className={`inline-flex items-center gap-1.5 ${tone}`} title={label}>
      <svg
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        role="img"
        aria-label={withText ? undefined : label}
        aria-hidden={withText ? true : undefined}
      >
        <path d={d} />
      </svg>
      {withText && <span className="text-sm font-medium">{label}</span>}
    </span>
  );
}
