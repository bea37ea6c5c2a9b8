import type { TutorCitation } from "@lectern/core/study/tutor/TutorMessage";
import { formatClock } from "@lectern/core/records/transcript/formatClock";
import { Bookmark, NotebookPen } from "lucide-react";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";

export interface TutorCitationButtonProps {
  readonly cite: TutorCitation;
  readonly onSeek: (seconds: number) => void;
}

/**
 * A moment the tutor cites, inline in its answer as "[03:12]": pressing it plays the lecture from
 * there. A highlight or a note is marked by an icon and named in the accessible name, not by colour.
 */
export function TutorCitationButton({ cite, onSeek }: TutorCitationButtonProps) {
  const label = cite.label.trim() === "" ? formatClock(cite.start, false) : cite.label;
  return (
    <button
      type="button"
      className={`tutor-cite tutor-cite--${cite.source}`}
      aria-label={TUTOR_UI_TEXTS.cite(label, cite.source)}
      title={`${TUTOR_UI_TEXTS.cite(label, cite.source)} (${TUTOR_UI_TEXTS.citeSource[cite.source]})`}
      onClick={() => onSeek(cite.start)}
    >
      {cite.source === "highlight" && <Bookmark size={12} aria-hidden="true" />}
      {cite.source === "note" && <NotebookPen size={12} aria-hidden="true" />}
      <span aria-hidden="true">[</span>
      {label}
      <span aria-hidden="true">]</span>
    </button>
  );
}
