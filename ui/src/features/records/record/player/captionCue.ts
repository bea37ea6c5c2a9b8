/** What the captions show: the words, and who says them when the cue names its voice (<v Name>). */
export interface CaptionCue {
  readonly speaker: string | null;
  readonly text: string;
}

const VOICE = /^<v(?:\.[^\s>]*)?\s+([^>]+)>/;

/** The escapes WebVTT text may hold. */
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&nbsp;": "\u00a0" };
const unescape = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

/** A VTT cue's words without their markup (<v>, <b>, <c.x>…, escapes), and its voice's name. */
export const captionOf = (cue: object): CaptionCue | null => {
  const raw = "text" in cue && typeof cue.text === "string" ? cue.text : "";
  const text = unescape(raw.replace(/<[^>]*>/g, "")).trim();
  if (text === "") return null;
  const speaker = VOICE.exec(raw)?.[1]?.trim();
  return { speaker: speaker === undefined ? null : unescape(speaker), text };
};
