/** Renders one of the path icons in icons.ts. Decorative by default; pass `label` when it is the only content. */
export function Icon({ d, size = 24, label }: { d: string; size?: number; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** The brand mark: a gold star (Nyota is Swahili for star) with the wordmark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
        <path d="M12 2.5l2.6 6.6 7 .5-5.4 4.6 1.7 6.9L12 17.3l-5.9 3.8 1.7-6.9L2.4 9.6l7-.5z" fill="var(--c-accent)" />
      </svg>
      {!compact && <span className="logo__word">Nyota</span>}
    </span>
  );
}
