/**
 * The plan image used when a product has none (spec 3 §9): a notebook with a lecture's waveform, in
 * the plan's own colours. Decorative: the card's heading names the plan.
 */
export function DefaultPlanImage({ color, lighter }: { color: string; lighter: string }) {
  const bars = [10, 22, 14, 30, 18, 36, 24, 12, 28, 16, 8, 20];
  return (
    <svg
      className="plan-image plan-image--default"
      viewBox="0 0 320 150"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="150" fill={lighter} />
      <circle cx="282" cy="24" r="46" fill={color} opacity="0.12" />
      <circle cx="36" cy="138" r="34" fill={color} opacity="0.1" />
      <g transform="translate(84 22)">
        <rect x="6" y="6" width="152" height="110" rx="12" fill={color} opacity="0.18" />
        <rect width="152" height="110" rx="12" fill="#ffffff" stroke={color} strokeWidth="2" />
        <rect x="0" y="0" width="22" height="110" rx="12" fill={color} opacity="0.85" />
        <rect x="12" y="0" width="10" height="110" fill={color} opacity="0.85" />
        {[18, 36, 54].map((y) => (
          <circle key={y} cx="11" cy={y + 18} r="3" fill="#ffffff" />
        ))}
        <rect x="36" y="16" width="72" height="8" rx="4" fill="#2c2d3f" opacity="0.75" />
        <rect x="36" y="30" width="100" height="6" rx="3" fill="#2c2d3f" opacity="0.18" />
        <g transform="translate(36 52)">
          {bars.map((height, index) => (
            <rect
              key={index}
              x={index * 8.6}
              y={22 - height / 2}
              width="5"
              height={height}
              rx="2.5"
              fill={color}
              opacity={index < 7 ? 1 : 0.4}
            />
          ))}
        </g>
        <rect x="36" y="92" width="56" height="6" rx="3" fill="#2c2d3f" opacity="0.18" />
      </g>
      <g transform="translate(236 92)">
        <circle r="20" fill="#ffffff" stroke={color} strokeWidth="2" />
        <circle r="8" fill="#d1414c" />
      </g>
    </svg>
  );
}
