import { formatDuration } from "../../kernel/formatDuration";
import { HIGHLIGHT_TEXTS } from "../../highlights/domain/highlightTexts";

/** Spec 3 §3: a poi is typed backtrack, poi, stopwatch or auto. */
export type HighlightClipType = "backtrack" | "stopwatch" | "poi" | "auto";

/** A tag on a highlight, as the page shows it. */
export interface HighlightClipTag {
  readonly id: string;
  readonly tag: string;
}

/**
 * A highlight as the record page lists and plays it: times in seconds from the recording's start.
 * The record page maps its decoded pois to this.
 */
export interface HighlightClip {
  readonly id: string;
  readonly type: HighlightClipType;
  /** The stored name; null or blank shows the '{time} - highlighting' default. */
  readonly name: string | null;
  readonly start: number;
  /** Seconds; null while the highlight is still being recorded (shown as 'recording'). */
  readonly duration: number | null;
  readonly tags: readonly HighlightClipTag[];
}

/** Spec 3 §3 texts for a highlight's duration and types. */
export const HIGHLIGHT_CLIP_TEXTS = {
  recording: "recording",
  types: { backtrack: "Backtrack", stopwatch: "Stopwatch", poi: "Flag", auto: "Auto" },
} as const satisfies { recording: string; types: Record<HighlightClipType, string> };

/**
 * The shown name: the stored one, or '{time} - highlighting' with the start as mm:ss — the same
 * rule as the recorder's (core/highlights/domain/highlightName.ts).
 */
export const highlightClipName = (clip: Pick<HighlightClip, "name" | "start">): string =>
  clip.name !== null && clip.name.trim() !== ""
    ? clip.name
    : `${formatDuration(clip.start * 1000, "padded")}${HIGHLIGHT_TEXTS.inProgressSuffix}`;

/** The shown duration: mm:ss, or 'recording' when the highlight has none yet. */
export const highlightClipDuration = (clip: Pick<HighlightClip, "duration">): string =>
  clip.duration === null ? HIGHLIGHT_CLIP_TEXTS.recording : formatDuration(clip.duration * 1000, "padded");
