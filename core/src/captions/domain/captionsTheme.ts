export type CaptionsTheme = "light" | "dark";

/**
 * Spec 2 §2.5, §9: the captions are dark by default after 20:00 local time. The spec does not say
 * when the morning switch back happens; we take 06:00, so the evening default holds through the
 * night and a morning lecture opens light.
 */
export const CAPTIONS_DARK_HOURS = { from: 20, until: 6 } as const;

/** The default theme for a panel opened at `date` (its local hour). */
export const captionsThemeAt = (date: Date): CaptionsTheme => {
  const hour = date.getHours();
  return hour >= CAPTIONS_DARK_HOURS.from || hour < CAPTIONS_DARK_HOURS.until ? "dark" : "light";
};
