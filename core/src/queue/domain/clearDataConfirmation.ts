/** The phrase the user types before the local recordings are deleted (spec 2 §2.8). */
export const CLEAR_DATA_PHRASE = "I want to delete non-uploaded materials";

/**
 * True only for the exact phrase. No trimming and no case folding: the spec says "matches exactly",
 * and the friction is the point of asking.
 */
export const isClearDataConfirmed = (text: string): boolean => text === CLEAR_DATA_PHRASE;
