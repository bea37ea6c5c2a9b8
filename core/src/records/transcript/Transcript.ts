/** Someone who speaks in a transcript (spec 3 §3: speakers); "host" is the session owner. */
export interface TranscriptSpeaker {
  readonly id: string;
  readonly name: string;
}

/**
 * One sentence of the transcript, flattened out of its speaker turn. Times are seconds from the
 * session's start; `index` is the sentence's place in time order (what the panel and the rules use).
 */
export interface TranscriptSentence {
  readonly index: number;
  readonly speakerId: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A transcript ready to read: its speakers, and every sentence in time order. */
export interface Transcript {
  readonly speakers: readonly TranscriptSpeaker[];
  readonly sentences: readonly TranscriptSentence[];
}
