import type { KeyTarget } from "@lectern/core/records/playback/playbackKeys";

/** What kind of control a key was pressed on, so the player's shortcuts leave its native keys alone. */
export const keyTarget = (target: EventTarget | null): KeyTarget => {
  if (!(target instanceof HTMLElement)) return "other";
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return "text";
  if (target instanceof HTMLSelectElement) return "select";
  if (target instanceof HTMLButtonElement || target.getAttribute("role") === "button") return "button";
  if (target instanceof HTMLInputElement) {
    if (target.type === "range") return "range";
    return target.type === "checkbox" || target.type === "radio" || target.type === "button" ? "button" : "text";
  }
  return "other";
};
