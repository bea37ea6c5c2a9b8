import "./Logo.css";

export interface LogoProps {
  /** Height in px; the wordmark scales with it. */
  height?: number;
  /** 'mark' draws only the square symbol (tight spaces). */
  variant?: "full" | "mark";
}

/**
 * The Lectern logo: a green tile with an open book on a lectern stand, and the wordmark set in
 * Mulish ExtraBold. One accessible name, "Lectern", whatever the variant.
 */
export function Logo({ height = 32, variant = "full" }: LogoProps) {
  const width = variant === "full" ? Math.round(height * 4.1) : height;
  return (
    <svg
      className="kit-logo"
      // An inline SVG is named through role="img"; an <img> could not take the wordmark's web font.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label="Lectern"
      width={width}
      height={height}
      viewBox={variant === "full" ? "0 0 131 32" : "0 0 32 32"}
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#3ACE8B" />
      {/* An open book resting on a lectern's slanted top, on a single stand. */}
      <path d="M6.5 9.6c3.4-1.3 6.6-1 9.5 1v9.6c-2.9-1.9-6.1-2.2-9.5-1z" fill="#2C2D3F" />
      <path d="M25.5 9.6c-3.4-1.3-6.6-1-9.5 1v9.6c2.9-1.9 6.1-2.2 9.5-1z" fill="#2C2D3F" opacity="0.78" />
      <path d="M16 22.4v3.1M12.2 25.6h7.6" stroke="#2C2D3F" strokeWidth="2.2" strokeLinecap="round" />
      {variant === "full" && (
        <text x="41" y="23.2" className="kit-logo__word" fill="#2C2D3F">
          Lectern
        </text>
      )}
    </svg>
  );
}
