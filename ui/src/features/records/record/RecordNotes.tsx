import type { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import type { Note } from "@lectern/core/notes/application/noteReplies";
import { attachmentKindOf } from "@lectern/core/notes/domain/attachmentFormats";
import { FileText, Image, StickyNote } from "lucide-react";
import { EmptyState } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { DocumentViewerModal } from "../../widget/notes/DocumentViewerModal";
import { ImageViewerModal } from "../../widget/notes/ImageViewerModal";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";

export interface RecordNotesProps {
  notes: readonly Note[];
  /** The widget's image and document viewers (spec 2 §2.4), reused for the record's files. */
  viewer: AttachmentViewer;
}

/** The record's text notes and attached files; a file opens in the existing viewers. */
export function RecordNotes({ notes, viewer }: RecordNotesProps) {
  const view = useObservable(viewer.state$, viewer.state);
  const texts = notes.filter((note) => note.file === null && note.text.trim() !== "");
  const files = notes.flatMap((note) => (note.file ? [{ id: note.id, ...note.file }] : []));
  const images = files.filter((file) => attachmentKindOf(file.name) === "image");

  if (texts.length === 0 && files.length === 0) {
    return <EmptyState icon={<StickyNote size={28} />} title={RECORD_PAGE_TEXTS.noNotes} headingLevel={3} />;
  }
  return (
    <div className="record-notes">
      {texts.length > 0 && (
        <section aria-labelledby="record-notes-text">
          <h3 id="record-notes-text" className="record-panel__heading">
            {RECORD_PAGE_TEXTS.notesText}
          </h3>
          <ul className="record-notes__texts">
            {texts.map((note) => (
              <li key={note.id} className="record-notes__text">
                {note.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      {files.length > 0 && (
        <section aria-labelledby="record-notes-files">
          <h3 id="record-notes-files" className="record-panel__heading">
            {RECORD_PAGE_TEXTS.notesFiles}
          </h3>
          <ul className="record-notes__files">
            {files.map((file) => {
              const image = attachmentKindOf(file.name) === "image";
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    className="record-notes__file"
                    aria-label={RECORD_PAGE_TEXTS.openFile(file.name)}
                    onClick={() => (image ? viewer.openImages(images, file.id) : viewer.openDocument(file))}
                  >
                    {image ? <Image size={16} aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
                    <span>{file.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ImageViewerModal viewer={viewer} view={view?.kind === "image" ? view : null} />
      <DocumentViewerModal viewer={viewer} view={view?.kind === "document" ? view : null} />
    </div>
  );
}
