import { clsx } from "clsx";

/**
 * The rotating arc drawn by Spinner and by pending buttons. Purely decorative: whoever shows it
 * also says in text (or aria-busy) that something is loading.
 */
export function SpinnerGlyph({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={clsx("kit-spinner-glyph", className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
