/** ISO 8601 with a zone (what toISOString writes), or Laravel's "YYYY-MM-DD HH:mm:ss", read as UTC. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const UTC_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Epoch milliseconds of a date attribute; null when absent; NaN when it is not a date. */
export const readApiDate = (value: unknown): number | null => {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") return Number.NaN;
  if (ISO_WITH_ZONE.test(value)) return Date.parse(value);
  if (UTC_WITHOUT_ZONE.test(value)) return Date.parse(`${value.replace(" ", "T")}Z`);
  return Number.NaN;
};

/** The validation message for a date attribute, or null when it is a date (or absent and optional). */
export const dateProblem = (field: string, value: number | null, required = false): string | null => {
  if (value === null) return required ? `The ${field} field is required.` : null;
  return Number.isNaN(value)
    ? `The ${field} must be a date in ISO 8601 with a time zone, e.g. 2026-11-22T09:00:00Z.`
    : null;
};

/**
 * Spec 3 §3: a session's default name is its date and time as 'MMMM DD YYYY h:mm A' — the one
 * formatter in core, so the demo names a session exactly as the app does (in this runtime's zone).
 */
export { defaultSessionName } from "@lectern/core/recording/domain/defaultSessionName";
