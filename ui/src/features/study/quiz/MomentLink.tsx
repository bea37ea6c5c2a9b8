import { formatClock } from "@lectern/core/records/transcript/formatClock";
import { Headphones } from "lucide-react";
import { Link } from "react-router-dom";
import { QUIZ_TEXTS } from "./quizTexts";

export interface MomentLinkProps {
  readonly recordId: string;
  /** Seconds from the lecture's start; nothing is shown without it. */
  readonly start: number | null;
  /** On the record page: seek its player instead of leaving for it. */
  readonly seek?: (seconds: number) => void;
}

/** "Hear it in the lecture (mm:ss)": the moment an answer came from, on the record's transcript. */
export function MomentLink({ recordId, start, seek }: MomentLinkProps) {
  if (start === null) return null;
  const text = QUIZ_TEXTS.hearItAt(formatClock(start, false));
  const icon = <Headphones size={16} aria-hidden="true" />;
  if (seek !== undefined) {
    return (
      <button type="button" className="quiz-moment" onClick={() => seek(start)}>
        {icon}
        {text}
      </button>
    );
  }
  return (
    <Link className="quiz-moment" to={`/records/${recordId}?tab=transcript&t=${Math.floor(start * 10) / 10}`}>
      {icon}
      {text}
    </Link>
  );
}
