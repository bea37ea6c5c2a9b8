import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { type SlideNote, visibleSlideNotes } from "@lectern/core/slides/domain/slidePages";
import { SLIDES_TEXTS, slideHeadingText } from "@lectern/core/slides/domain/slidesTexts";
import { useEffect, useRef } from "react";
import { NoteEditor } from "../../editor/NoteEditor";
import { Skeleton } from "../../kit/Skeleton";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";

export interface SlideNotesListProps {
  readonly slides: readonly SlideNote[];
  readonly current: SlideNote | null;
  /** The slide set the notes belong to (the editors' documents are per set and page). */
  readonly setId: string | null;
  readonly readOnly: boolean;
  /** While the slides load or upload (spec 3 §2: a skeleton). */
  readonly busy: boolean;
  readonly onWrite: (pageNumber: number, content: NoteContent) => void;
}

/**
 * Spec 3 §2/§4 slide notes: one editor per slide headed 'Slide {pageNumber}' — the notes with text and
 * the current slide's, by descending page number — scrolled to the current slide's note. A reader sees
 * the notes with text only.
 */
export function SlideNotesList({ slides, current, setId, readOnly, busy, onWrite }: SlideNotesListProps) {
  const list = useRef<HTMLOListElement>(null);
  const shown = visibleSlideNotes(slides, readOnly && current?.text.trim() === "" ? null : current);
  const currentPage = current?.pageNumber ?? null;

  useEffect(() => {
    const element = list.current;
    if (!element || currentPage === null) return;
    const item = element.querySelector<HTMLElement>(`[data-slide-note="${currentPage}"]`);
    // The list scrolls, not the page: the student keeps their place beside the player.
    if (item) element.scrollTop = item.offsetTop - element.offsetTop;
    // Again when the list changes: the current note may have moved.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPage, shown.length]);

  return (
    <section className="slide-notes" aria-labelledby="slide-notes-heading">
      <h3 id="slide-notes-heading" className="record-panel__heading">
        {SLIDES_UI_TEXTS.notesHeading}
      </h3>
      {busy ? (
        <div className="slide-notes__loading" aria-hidden="true">
          <Skeleton width="40%" height={16} />
          <Skeleton width="100%" height={72} />
        </div>
      ) : shown.length === 0 ? (
        <p className="slide-notes__empty">{SLIDES_UI_TEXTS.noNotes}</p>
      ) : (
        <ol ref={list} className="slide-notes__list">
          {shown.map((note) => (
            <li
              key={note.pageNumber}
              className="slide-notes__item"
              data-slide-note={note.pageNumber}
              data-current={note.pageNumber === currentPage ? "true" : undefined}
            >
              <NoteEditor
                label={slideHeadingText(note.pageNumber)}
                placeholder={SLIDES_TEXTS.notePlaceholder}
                documentKey={`${setId ?? "none"}:${note.pageNumber}`}
                initialContent={{ html: note.note, text: note.text }}
                readOnly={readOnly}
                onChange={(content) => onWrite(note.pageNumber, content)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
