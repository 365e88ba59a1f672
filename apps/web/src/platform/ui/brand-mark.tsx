interface BrandMarkProps {
  /** Show the word "Clockroom" next to the mark. */
  withName?: boolean;
  size?: number;
}

/** The Clockroom logo: a clock face in the brand colour. */
export function BrandMark({ withName = true, size = 32 }: BrandMarkProps) {
  return (
    <span className="cr-brand">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--cr-primary)" />
        <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="5" />
        <path
          d="M32 22v11l7 5"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName ? <span className="cr-brand-name">Clockroom</span> : null}
    </span>
  );
}
