/**
 * Spec 2 §5: with no name given, a session is named after the current date in a default format
 * ("23 Nov 2026, 14:05"), in the user's own time zone.
 */
export const defaultSessionName = (now: number, locale = "en-GB"): string =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(now);
