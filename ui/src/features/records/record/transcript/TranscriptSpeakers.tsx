import type { TranscriptSpeaker } from "@lectern/core/records/transcript/Transcript";
import { memo } from "react";
import type { RowSpeaker } from "./TranscriptRow";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";

export interface TranscriptSpeakersProps {
  readonly speakers: readonly TranscriptSpeaker[];
  readonly headings: ReadonlyMap<string, RowSpeaker>;
}

/** Who speaks in the transcript, each with the colour chip their turns carry. */
export const TranscriptSpeakers = memo(function TranscriptSpeakers({ speakers, headings }: TranscriptSpeakersProps) {
  return (
    <ul className="transcript__speakers" aria-label={TRANSCRIPT_TEXTS.speakersLabel}>
      {speakers.map((speaker) => (
        <li key={speaker.id} className="transcript__speakers-item">
          <span
            className="transcript__chip"
            style={{ backgroundColor: headings.get(speaker.id)?.colour }}
            aria-hidden="true"
          />
          {speaker.name}
        </li>
      ))}
    </ul>
  );
});
