import type { Note } from "../../notes/application/noteReplies";
import type { RecordShare } from "../../sharing/domain/RecordShare";
import type { HighlightClip } from "../playback/HighlightClip";
import type { Transcript } from "../transcript/Transcript";
import type { StudyItem, StudyMaterial, StudySource } from "./StudyMaterial";

/** A stream of the record (spec 3 §3 "Stream"): what the player needs from it. */
export interface RecordStream {
  readonly id: string;
  /** "audio" | "combined" | "camera". */
  readonly kind: string;
  readonly primary: boolean;
  /** Spec 3 §4: new 0 → received 10 → processing 20 → converted 30. */
  readonly status: number;
  readonly convertProgress: number;
  readonly duration: number | null;
  /** "streams/{id}/waveform" once the peaks are computed, else null. */
  readonly waveformPath: string | null;
  readonly captionsPath: string | null;
}

export interface RecordTag {
  readonly id: string;
  readonly text: string;
}

export type RecordTranscript =
  | ({ readonly status: "ready" } & Transcript)
  | { readonly status: "none"; readonly reason: string }
  | { readonly status: "pending" };

export interface ActionItem {
  readonly id: string;
  readonly text: string;
  /** The same text with its key words marked up by the server (may be absent). */
  readonly textHighlighted: string | null;
  /** Seconds from the session's start of the moment that set the task; null when unknown. */
  readonly start: number | null;
  readonly end: number | null;
}

/** One recorded lecture as the record page shows it. */
export interface RecordDetail {
  readonly id: string;
  readonly name: string;
  /** The session's status (spec 3 §4). */
  readonly status: number;
  readonly demo: boolean;
  readonly favourite: boolean;
  /** ISO timestamp, or null for a session that never started. */
  readonly startedAt: string | null;
  /** Seconds, or null while unknown. */
  readonly duration: number | null;
  /** "audio" | "combined" (from the primary stream). */
  readonly type: string;
  readonly streams: readonly RecordStream[];
  /** Highlights placed on the recording's own timeline (seconds from the session start). */
  readonly highlights: readonly HighlightClip[];
  readonly notes: readonly Note[];
  readonly tags: readonly RecordTag[];
  readonly transcript: RecordTranscript;
  /** The summary's lines (contract 1), generated from the transcript. */
  readonly summary: StudyMaterial<StudyItem>;
  readonly keyPoints: StudyMaterial<StudyItem>;
  /** Action items come with the summary's generation and share its status. */
  readonly actionItems: StudyMaterial<ActionItem>;
  /**
   * What a generation would learn from now (issue 21): the transcript, the notes and highlight names
   * of a lecture without one, or null — nothing, so no Generate is offered.
   */
  readonly learnsFrom: StudySource | null;
  /** How the owner shares it (link, read-only, downloadable, people); UNSHARED for anyone else. */
  readonly share: RecordShare;
}

/** The stream the player plays: the primary one, else the first that is not the camera. */
export const primaryStream = (record: Pick<RecordDetail, "streams">): RecordStream | null =>
  record.streams.find((stream) => stream.primary) ?? record.streams.find((stream) => stream.kind !== "camera") ?? null;

/** The camera beside a screen recording (shown picture-in-picture), if there is one. */
export const cameraStream = (record: Pick<RecordDetail, "streams">): RecordStream | null =>
  record.streams.find((stream) => stream.kind === "camera" && !stream.primary) ?? null;
