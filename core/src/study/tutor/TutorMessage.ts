/** Where a citation's passage came from: what was said, what the student highlighted, or a note. */
export type CitationSource = "transcript" | "highlight" | "note";

/** A moment of the lecture the tutor points at; times are seconds from the session's start. */
export interface TutorCitation {
  readonly type: "cite";
  readonly start: number;
  readonly end: number;
  /** As the server wrote it, e.g. "03:12". */
  readonly label: string;
  readonly source: CitationSource;
}

/** A message is plain text and citations in reading order (never HTML). */
export type TutorSegment = { readonly type: "text"; readonly text: string } | TutorCitation;

/**
 * waiting: asked, nothing back yet; streaming: the answer is arriving; complete; stopped: cut short
 * (by Stop, or stored so by the server); failed: the exchange's error says why.
 */
export type TutorMessageStatus = "waiting" | "streaming" | "complete" | "stopped" | "failed";

export interface TutorMessage {
  /** Stable for the message's life on screen (a local id until the history is read again). */
  readonly id: string;
  readonly role: "student" | "tutor";
  readonly segments: readonly TutorSegment[];
  readonly status: TutorMessageStatus;
  /** The server's text when the exchange failed (a non-OK reply, a cut connection). */
  readonly error: string | null;
}

/** The message's text without its citations, as one string. */
export const plainText = (segments: readonly TutorSegment[]): string =>
  segments.map((segment) => (segment.type === "text" ? segment.text : "")).join("");
