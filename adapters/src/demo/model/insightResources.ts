import type { DemoActionItem, DemoSummary, DemoSummaryItem, DemoTranscript } from "../db/DemoSnapshot";
import { iso } from "../routing/replies";

/**
 * JSON:API `transcripts` resource (spec 3 §3 "Transcript"): speakers and each speaker's turn of
 * sentences, times in seconds from the session's start; `error` says why there is none.
 */
export const transcriptResource = (transcript: DemoTranscript) => ({
  id: transcript.id,
  type: "transcripts",
  attributes: {
    stream_id: transcript.streamId,
    transcript: {
      speakers: transcript.speakers.map((speaker) => ({ id: speaker.id, name: speaker.name })),
      sentences: transcript.turns.map((turn) => ({
        speakerId: turn.speakerId,
        sentences: turn.sentences.map((sentence) => ({
          start: sentence.start,
          end: sentence.end,
          text: sentence.text,
        })),
      })),
    },
    error: transcript.error,
    created_at: iso(transcript.createdAt),
  },
  relationships: { session: { data: { id: transcript.sessionId, type: "sessions" } } },
});

/** A summary line or key point on the wire: `{ text, start, end, poi_id }` (times in seconds). */
const summaryItem = (item: DemoSummaryItem) => ({
  text: item.text,
  start: item.start,
  end: item.end,
  poi_id: item.poiId,
});

/**
 * JSON:API `sessions_summaries` resource (spec 3 §3, §4: status new 0, completed 20, failed 30), with
 * what its lines were made from (`source`, issue 21).
 */
export const summaryResource = (summary: DemoSummary) => ({
  id: summary.id,
  type: "sessions_summaries",
  attributes: {
    stream_id: summary.streamId,
    status: summary.status,
    summary: summary.summary.map(summaryItem),
    key_points: summary.keyPoints.map(summaryItem),
    error: summary.error,
    /** What the lines were made from (issue 21): "transcript", or "notes" for a lecture without one. */
    source: summary.source ?? "transcript",
    created_at: iso(summary.createdAt),
    updated_at: iso(summary.updatedAt),
  },
});

/** JSON:API `action_items` resource (spec 3 §3: text, text_highlighted; the moment it was set). */
export const actionItemResource = (item: DemoActionItem) => ({
  id: item.id,
  type: "action_items",
  attributes: {
    text: item.text,
    text_highlighted: item.textHighlighted,
    start: item.start,
    end: item.end,
    created_at: iso(item.createdAt),
  },
});
