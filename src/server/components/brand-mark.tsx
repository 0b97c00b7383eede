/**
 * The logo: a lit code bracket. Decorative; the link around it carries the name. Sized by its
 * classes, and at its own 32 px should the stylesheet never arrive (not the width of the screen).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#2453c7" />
      <path
        d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.2" fill="#fbbf24" />
    </svg>
  )
}
