import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import type { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import type { Note } from "@lectern/core/notes/application/noteReplies";
import { NEW_NOTE_KEY, type RecordNotesEditor, recordNoteKey } from "@lectern/core/notes/application/RecordNotesEditor";
import { RecordNotesEditorFactory } from "@lectern/core/notes/application/RecordNotesEditorFactory";
import { attachmentKindOf } from "@lectern/core/notes/domain/attachmentFormats";
import { FileText, Image, Pencil, StickyNote, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button, ConfirmDialog, EmptyState } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { DocumentViewerModal } from "../../widget/notes/DocumentViewerModal";
import { ImageViewerModal } from "../../widget/notes/ImageViewerModal";
import { RenderedNoteHtml, useNoteHtmlRenderer } from "../../../kit/noteHtml/NoteHtml";
import { NoteInput, focusNoteInput } from "./NoteInput";
import { RECORD_NOTES_TEXTS as EDIT_TEXTS } from "./recordNotesTexts";
import { RECORD_PAGE_TEXTS } from "./recordPageTexts";
import "./RecordNotes.css";

export interface RecordNotesProps {
  notes: readonly Note[];
  /** The widget's image and document viewers (spec 2 §2.4), reused for the record's files. */
  viewer: AttachmentViewer;
  /** The record's session, which new notes belong to. Without it the notes are read-only. */
  sessionId?: string;
  /**
   * Today's display with nothing editable: signed-out viewers, link visitors and people a record is
   * shared with read-only. Owners and editors pass false. @default true
   */
  readOnly?: boolean;
  /** After each note saved or deleted, so the page reloads the record. */
  onChanged?: () => void;
}

type FileNote = { readonly id: string; readonly name: string; readonly url: string };

const textNotesOf = (notes: readonly Note[]): readonly Note[] =>
  notes.filter((note) => note.file === null && note.text.trim() !== "");
const fileNotesOf = (notes: readonly Note[]): readonly FileNote[] =>
  notes.flatMap((note) => (note.file ? [{ id: note.id, ...note.file }] : []));

const noop = () => undefined;

/**
 * The record's text notes and attached files; a file opens in the existing viewers. Owners and
 * editors also add a note, edit a note and delete a note (RecordNotesEditor in core).
 */
export function RecordNotes({ notes, viewer, sessionId, readOnly = true, onChanged = noop }: RecordNotesProps) {
  if (readOnly || sessionId === undefined) return <NotesDisplay notes={notes} viewer={viewer} />;
  return <NotesOnceSignedIn notes={notes} viewer={viewer} sessionId={sessionId} onChanged={onChanged} />;
}

/** The commands are among the signed-in services (bindNoteEditing): until they are ready, nothing to edit with. */
function NotesOnceSignedIn(props: EditableNotesProps) {
  const lifecycle = useService(AppLifecycle);
  const ready = useObservable(lifecycle.state$, lifecycle.state).phase === "ready";
  return ready ? <EditableNotes {...props} /> : <NotesDisplay notes={props.notes} viewer={props.viewer} />;
}

interface NotesDisplayProps {
  notes: readonly Note[];
  viewer: AttachmentViewer;
  /** Shown above the notes (the add form). */
  before?: ReactNode;
  /** A text note's item content; its text alone by default. */
  renderText?: (note: Note) => ReactNode;
  /** What follows a file's open button (its Delete). */
  renderFileAction?: (file: FileNote) => ReactNode;
}

/** The notes as the record page shows them, with slots for the editing controls. */
function NotesDisplay({ notes, viewer, before, renderText, renderFileAction }: NotesDisplayProps) {
  const view = useObservable(viewer.state$, viewer.state);
  const texts = textNotesOf(notes);
  const files = fileNotesOf(notes);
  const images = files.filter((file) => attachmentKindOf(file.name) === "image");
  const empty = <EmptyState icon={<StickyNote size={28} />} title={RECORD_PAGE_TEXTS.noNotes} headingLevel={3} />;

  if (texts.length === 0 && files.length === 0 && before === undefined) return empty;
  return (
    <div className="record-notes">
      {before}
      {texts.length === 0 && files.length === 0 && empty}
      {texts.length > 0 && (
        <section aria-labelledby="record-notes-text">
          <h3 id="record-notes-text" className="record-panel__heading">
            {RECORD_PAGE_TEXTS.notesText}
          </h3>
          {/* Read-only notes have nothing to press: the list takes focus so a keyboard can scroll it. */}
          <ul className="record-notes__texts" aria-labelledby="record-notes-text" tabIndex={renderText ? undefined : 0}>
            {texts.map((note) => (
              <li key={note.id} className="record-notes__text">
                {renderText ? renderText(note) : <NoteBody note={note} />}
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
                <li key={file.id} className={renderFileAction ? "record-notes__file-row" : undefined}>
                  <button
                    type="button"
                    className="record-notes__file"
                    aria-label={RECORD_PAGE_TEXTS.openFile(file.name)}
                    onClick={() => (image ? viewer.openImages(images, file.id) : viewer.openDocument(file))}
                  >
                    {image ? <Image size={16} aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
                    <span>{file.name}</span>
                  </button>
                  {renderFileAction?.(file)}
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

interface EditableNotesProps {
  notes: readonly Note[];
  viewer: AttachmentViewer;
  sessionId: string;
  onChanged: () => void;
}

/**
 * The record's note editing service, one per shown record. It is made here, not in the record page's
 * scope, because that scope (RecordPage) is being reshaped apart from this change: a hook that takes the
 * bound factory, creates in an effect and disposes in its cleanup, so StrictMode's second mount gets a
 * fresh instance and nothing is made during render. Null until the first effect ran.
 */
function useRecordNotesEditor(
  sessionId: string,
  notes: readonly Note[],
  onChanged: () => void,
): RecordNotesEditor | null {
  const factory = useService<RecordNotesEditorFactory>(RecordNotesEditorFactory);
  const [editor, setEditor] = useState<RecordNotesEditor | null>(null);
  const latest = useRef({ notes, onChanged });
  useEffect(() => {
    latest.current = { notes, onChanged };
  });
  useEffect(() => {
    // The page's latest callback, also for saves that end after this editor is disposed.
    const created = factory.create(sessionId, () => latest.current.onChanged());
    created.notesLoaded(latest.current.notes);
    setEditor(created);
    return () => {
      created.dispose();
      setEditor(null);
    };
  }, [factory, sessionId]);
  useEffect(() => {
    editor?.notesLoaded(notes);
  }, [editor, notes]);
  return editor;
}

/** Owners and editors: the editing service once made; the notes as they are until then. */
function EditableNotes({ notes, viewer, sessionId, onChanged }: EditableNotesProps) {
  const editor = useRecordNotesEditor(sessionId, notes, onChanged);
  if (!editor) return <NotesDisplay notes={notes} viewer={viewer} />;
  // Keyed by record: what another record's fields still held is emitted to its own editor as they go.
  return <NotesEditing key={sessionId} editor={editor} viewer={viewer} />;
}

/**
 * An 'Add a note' field, Edit and Delete on each text note, Delete on each file, over the
 * RecordNotesEditor (rule 5: this only renders its state and calls its commands). Notes save as they
 * are typed; a failed save keeps what was typed and says 'Not saved — try again' beside it (spec 3 §8:
 * note create and edit errors are not shown as dialogs); successes are announced politely.
 */
function NotesEditing({ editor, viewer }: { editor: RecordNotesEditor; viewer: AttachmentViewer }) {
  const view = useObservable(editor.state$, editor.state);
  const id = useId();
  const addFieldId = `${id}-add`;
  const editButtonId = (noteId: string) => `${id}-edit-${noteId}`;

  // Focus moves once the element it goes to is rendered (the Edit button back after editing), so the
  // handlers name it here and the render their command causes moves it.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const closeEdit = (noteId: string) => {
    focusTarget.current = editButtonId(noteId);
    editor.closeEdit(noteId);
  };

  const remove = async () => {
    // The deleted note's buttons are gone: focus goes to the add field (always shown), not lost to the page.
    if (await editor.confirmRemove()) focusNoteInput(addFieldId);
  };

  const removeProblem = (noteId: string) =>
    view.removeFailed === noteId && (
      <p className="record-notes__problem" id={`${id}-removal-${noteId}`}>
        {EDIT_TEXTS.notRemoved}
      </p>
    );

  const renderText = (note: Note) => {
    const edit = view.edits[note.id];
    if (edit?.open) {
      const problemId = `${id}-edit-problem-${note.id}`;
      return (
        <div className="record-notes__editor">
          <NoteInput
            label={EDIT_TEXTS.editField(note.text)}
            documentKey={note.id}
            content={edit.typed}
            onChange={(content) => editor.type(recordNoteKey(note.id), content)}
            describedBy={edit.status === "not-saved" ? problemId : undefined}
            autoFocus
            onEscape={() => closeEdit(note.id)}
          />
          <div className="record-notes__actions">
            {edit.status === "not-saved" && (
              <p className="record-notes__problem" id={problemId}>
                {EDIT_TEXTS.notSaved}
              </p>
            )}
            <Button variant="secondary" size="sm" onPress={() => closeEdit(note.id)}>
              {EDIT_TEXTS.done}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="record-notes__item">
        <NoteBody note={note} />
        <div className="record-notes__tools">
          <Button
            id={editButtonId(note.id)}
            variant="ghost"
            size="sm"
            aria-label={EDIT_TEXTS.editName(note.text)}
            onPress={() => editor.startEdit(note.id)}
          >
            <Pencil size={14} aria-hidden="true" />
            {EDIT_TEXTS.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={EDIT_TEXTS.deleteName(note.text)}
            onPress={() => editor.askRemove(note.id)}
          >
            <Trash2 size={14} aria-hidden="true" />
            {EDIT_TEXTS.delete}
          </Button>
        </div>
        {removeProblem(note.id)}
      </div>
    );
  };

  const renderFileAction = (file: FileNote) => (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={EDIT_TEXTS.deleteFileName(file.name)}
        onPress={() => editor.askRemove(file.id)}
      >
        <Trash2 size={14} aria-hidden="true" />
        {EDIT_TEXTS.delete}
      </Button>
      {removeProblem(file.id)}
    </>
  );

  const addProblemId = `${id}-add-problem`;
  const addNotSaved = view.newNote.status === "not-saved";
  const addForm = (
    <div className="record-notes__add">
      <NoteInput
        id={addFieldId}
        label={EDIT_TEXTS.addLabel}
        placeholder={EDIT_TEXTS.addPlaceholder}
        documentKey={`new-${view.newNoteRound}`}
        content={view.newNote.typed}
        onChange={(content) => editor.type(NEW_NOTE_KEY, content)}
        onLeave={() => editor.finishNew()}
        describedBy={addNotSaved ? addProblemId : undefined}
      />
      {addNotSaved && (
        <p className="record-notes__problem" id={addProblemId}>
          {EDIT_TEXTS.notSaved}
        </p>
      )}
    </div>
  );

  const { question } = view;
  return (
    <>
      <NotesDisplay
        notes={view.notes}
        viewer={viewer}
        before={addForm}
        renderText={renderText}
        renderFileAction={renderFileAction}
      />
      <output className="kit-visually-hidden" aria-live="polite">
        {view.announcement}
      </output>
      <ConfirmDialog
        isOpen={question !== null}
        title={EDIT_TEXTS.confirmTitle}
        message={
          question === null
            ? undefined
            : question.file
              ? EDIT_TEXTS.confirmFileText(question.label)
              : EDIT_TEXTS.confirmText(question.label)
        }
        confirmLabel={EDIT_TEXTS.confirm}
        confirmVariant="danger"
        isPending={view.removing}
        onConfirm={() => void remove()}
        onCancel={() => editor.cancelRemove()}
      />
    </>
  );
}

/** A note's rich text; its plain text until the renderer has loaded (or if it cannot be fetched). */
function NoteBody({ note }: { note: Note }) {
  const renderer = useNoteHtmlRenderer();
  return (
    <div className="record-notes__body">
      {renderer ? <RenderedNoteHtml renderer={renderer} html={note.html} /> : <p>{note.text}</p>}
    </div>
  );
}
