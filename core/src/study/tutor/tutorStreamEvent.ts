import type { CitationSource, TutorCitation } from "./TutorMessage";

/** One `data:` event of `POST sessions/{id}/tutor` (issue 12 contract 6). */
export type TutorStreamEvent =
  | { readonly type: "start"; readonly id: string }
  | { readonly type: "text"; readonly text: string }
  | TutorCitation
  | { readonly type: "done" };

type Loose = Record<string, unknown>;
const SOURCES: readonly CitationSource[] = ["transcript", "highlight", "note"];

const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A citation from its wire form; null when its times are not numbers. An unknown source counts as the transcript. */
export const toCitation = (value: Loose): TutorCitation | null => {
  const { start, end, label, source } = value;
  if (!finite(start)) return null;
  return {
    type: "cite",
    start,
    end: finite(end) && end >= start ? end : start,
    label: typeof label === "string" ? label : "",
    source: SOURCES.includes(source as CitationSource) ? (source as CitationSource) : "transcript",
  };
};

/**
 * Reads one streamed payload by hand (no effect Schema: this runs for every piece of every answer).
 * Anything not in the contract (an unknown type, a malformed piece) is null and skipped, so a newer
 * server's extra events never break an older client.
 */
export const tutorStreamEvent = (payload: unknown): TutorStreamEvent | null => {
  if (!isRecord(payload)) return null;
  switch (payload["type"]) {
    case "start":
      return { type: "start", id: String(payload["id"] ?? "") };
    case "text":
      return typeof payload["text"] === "string" ? { type: "text", text: payload["text"] } : null;
    case "cite":
      return toCitation(payload);
    case "done":
      return { type: "done" };
    default:
      return null;
  }
};
