import "./Logo.css";

export interface LogoProps {
  /** Height in px; the wordmark scales with it. */
  height?: number;
  /** 'mark' draws only the square symbol (tight spaces). */
  variant?: "full" | "mark";
}

/**
 * The Lectern logo: a green tile with a lectern (a slanted reading desk on a stand) and the
 * wordmark set in Mulish ExtraBold. One accessible name, "Lectern", whatever the variant.
 */
export function Logo({ height = 32, variant = "full" }: LogoProps) {
  const width = variant === "full" ? Math.round(height * 4.1) : height;
  return (
    <svg
      className="kit-logo"
      role="img"
      aria-label="Lectern"
      width={width}
      height={height}
      viewBox={variant === "full" ? "0 0 131 32" : "0 0 32 32"}
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#3ACE8B" />
      <path d="M7.5 12.2 24.5 8.2" stroke="#2C2D3F" strokeWidth="3" strokeLinecap="round" />
      <path d="M10 13.2h12.6" stroke="#2C2D3F" strokeWidth="1.6" strokeLinecap="round" opacity="0.45" />
      <path d="M16 14v9.5M11.5 24h9" stroke="#2C2D3F" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="24.6" cy="5.6" r="1.6" fill="#ECFFF0" />
      {variant === "full" && (
        <text x="41" y="23.2" className="kit-logo__word" fill="#2C2D3F">
          Lectern
        </text>
      )}
    </svg>
  );
}
