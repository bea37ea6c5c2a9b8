import { HIGHLIGHT_TEXTS } from "./highlightTexts";
import { formatDuration } from "../../kernel/formatDuration";

/** '{time} - highlighting' (spec 2 §3), the time relative to the session start. */
export const defaultHighlightName = (atMs: number, sessionStartMs: number): string =>
  `${formatDuration(atMs - sessionStartMs, "padded")}${HIGHLIGHT_TEXTS.inProgressSuffix}`;

/** Spec 2 §2.3: names are shown cut at 25 characters followed by ' ...'. */
export const truncateHighlightName = (name: string): string =>
  name.length > HIGHLIGHT_TEXTS.nameLimit
    ? `${name.slice(0, HIGHLIGHT_TEXTS.nameLimit)}${HIGHLIGHT_TEXTS.truncation}`
    : name;
