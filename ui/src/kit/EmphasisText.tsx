import { emphasisRuns } from "@lectern/core/records/record/readingEmphasis";
import { useMemo } from "react";
import "./RichText.css";

export interface EmphasisTextProps {
  readonly text: string;
  /** Off: the text as it is. */
  readonly on: boolean;
}

/**
 * Plain text with reading emphasis (spec 3 §2: each word's first half bold, the rest at 0.8
 * opacity). Screen readers get the text once, whole (a hidden plain copy); the emphasised copy is
 * for the eyes only, so no word is read in pieces.
 */
export function EmphasisText({ text, on }: EmphasisTextProps) {
  const runs = useMemo(() => (on ? emphasisRuns(text) : null), [on, text]);
  if (runs === null) return <>{text}</>;
  return (
    <span className="kit-emphasis">
      <span className="kit-emphasis__spoken">{text}</span>
      <span className="kit-emphasis__seen" aria-hidden="true">
        {runs.map((run, index) =>
          run.fixed ? (
            <b key={index} className="kit-emphasis__fixed">
              {run.text}
            </b>
          ) : (
            <span key={index} className="kit-emphasis__rest">
              {run.text}
            </span>
          ),
        )}
      </span>
    </span>
  );
}
