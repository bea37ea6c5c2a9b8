import dayjs from "dayjs";

/** Spec 3 §3: a session's name defaults to the current date and time in this format. */
export const DEFAULT_SESSION_NAME_FORMAT = "MMMM DD YYYY h:mm A";

/**
 * Spec 2 §5, spec 3 §3: with no name given, a session is named after the moment it starts
 * ("November 23 2026 2:05 PM"), in the user's own time zone.
 */
export const defaultSessionName = (now: number): string => dayjs(now).format(DEFAULT_SESSION_NAME_FORMAT);
