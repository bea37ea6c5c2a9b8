import type { TranscriptMatch } from "@lectern/core/records/transcript/searchTranscript";
import type { ReactNode } from "react";
import { EmphasisText } from "../../../../kit/EmphasisText";

export interface MarkedTextProps {
  readonly text: string;
  /** This sentence's matches, in order, not overlapping. */
  readonly matches: readonly TranscriptMatch[];
  /** The start of the match that next/previous stands on, if it is in this sentence. */
  readonly activeStart: number | null;
  /** Reading emphasis on the words (spec 3 §2). */
  readonly emphasis?: boolean;
}

/** A sentence with its search matches in <mark>; the active match is marked more strongly. */
export function MarkedText({ text, matches, activeStart, emphasis = false }: MarkedTextProps) {
  if (matches.length === 0) return <EmphasisText text={text} on={emphasis} />;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at)
      parts.push(<EmphasisText key={`text-${at}`} text={text.slice(at, match.start)} on={emphasis} />);
    const active = match.start === activeStart;
    parts.push(
      <mark
        key={match.start}
        className={active ? "transcript__mark transcript__mark--active" : "transcript__mark"}
        data-active={active || undefined}
      >
        <EmphasisText text={text.slice(match.start, match.start + match.length)} on={emphasis} />
      </mark>,
    );
    at = match.start + match.length;
  }
  if (at < text.length) parts.push(<EmphasisText key={`text-${at}`} text={text.slice(at)} on={emphasis} />);
  return <>{parts}</>;
}
