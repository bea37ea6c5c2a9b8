import type { TutorSegment } from "./TutorMessage";

/**
 * A reply as a screen reader should hear it once it is complete: its text with each citation read as
 * "(at 03:12)". Whitespace is collapsed so joined pieces read as one paragraph.
 */
export const spokenReply = (segments: readonly TutorSegment[]): string =>
  segments
    .map((segment) => (segment.type === "text" ? segment.text : ` (at ${segment.label}) `))
    .join("")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
