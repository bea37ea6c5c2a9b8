import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import type { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import type { Note } from "@lectern/core/notes/application/noteReplies";
import { RecordNoteEditing } from "@lectern/core/notes/application/RecordNoteEditing";
import { attachmentKindOf } from "@lectern/core/notes/domain/attachmentFormats";
import {
  type NoteChanges,
  applyNoteChanges,
  noNoteChanges,
  withRemovedNote,
  withSavedNote,
} from "@lectern/core/notes/domain/noteChanges";
import { FileText, Image, Pencil, StickyNote, Trash2 } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button, ConfirmDialog, EmptyState } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { DocumentViewerModal } from "../../widget/notes/DocumentViewerModal";
import { ImageViewerModal } from "../../widget/notes/ImageViewerModal";
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
 * editors also add a note, edit a note's text and delete a note (RecordNoteEditing in core).
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
                {renderText ? renderText(note) : note.text}
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

type SaveStatus = "idle" | "saving" | "failed";

interface EditState {
  readonly id: string;
  readonly draft: string;
  readonly status: SaveStatus;
}

interface DeleteQuestion {
  readonly id: string;
  /** The note's text, or the file's name. */
  readonly label: string;
  readonly file: boolean;
}

interface EditableNotesProps {
  notes: readonly Note[];
  viewer: AttachmentViewer;
  sessionId: string;
  onChanged: () => void;
}

/**
 * Owners and editors: an 'Add a note' field, Edit and Delete on each text note, Delete on each file.
 * A failed save keeps what was typed and says 'Not saved — try again' beside it (spec 3 §8: note
 * create and edit errors are not shown as dialogs); successes are announced politely.
 */
function EditableNotes({ notes, viewer, sessionId, onChanged }: EditableNotesProps) {
  const editing = useService(RecordNoteEditing);
  const id = useId();
  const addFieldId = `${id}-add`;
  const editButtonId = (noteId: string) => `${id}-edit-${noteId}`;

  // What this page saved or deleted, shown until the reloaded notes (a new list) arrive.
  const [changes, setChanges] = useState<NoteChanges<Note>>(noNoteChanges);
  const [loaded, setLoaded] = useState(notes);
  if (loaded !== notes) {
    setLoaded(notes);
    setChanges(noNoteChanges());
  }
  const shown = applyNoteChanges(notes, changes);

  const [draft, setDraft] = useState("");
  const [addStatus, setAddStatus] = useState<SaveStatus>("idle");
  const [edit, setEdit] = useState<EditState | null>(null);
  const [question, setQuestion] = useState<DeleteQuestion | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Focus moves once the element it goes to is rendered (the Edit button back after editing), so the
  // handlers name it here and the render their state change causes moves it.
  const focusTarget = useRef<string | null>(null);
  const setFocusTarget = (target: string) => {
    focusTarget.current = target;
  };
  useEffect(() => {
    if (focusTarget.current === null) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (addStatus === "saving" || draft.trim() === "") return;
    const sent = draft;
    setAddStatus("saving");
    const outcome = await editing.add(sessionId, sent);
    if (!outcome.ok) {
      setAddStatus("failed");
      setAnnouncement(EDIT_TEXTS.notSaved);
      return;
    }
    setChanges((current) => withSavedNote(current, outcome.note));
    // Typed on while it was saving: that text stays.
    setDraft((current) => (current === sent ? "" : current));
    setAddStatus("idle");
    setAnnouncement(EDIT_TEXTS.saved);
    onChanged();
  };

  const closeEdit = (noteId: string) => {
    setEdit(null);
    setFocusTarget(editButtonId(noteId));
  };

  const saveEdit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!edit || edit.status === "saving" || edit.draft.trim() === "") return;
    const sent = edit;
    setEdit({ ...sent, status: "saving" });
    const outcome = await editing.edit(sent.id, sent.draft);
    if (!outcome.ok) {
      setEdit((current) => (current?.id === sent.id ? { ...current, status: "failed" } : current));
      setAnnouncement(EDIT_TEXTS.notSaved);
      return;
    }
    setChanges((current) => withSavedNote(current, outcome.note));
    closeEdit(sent.id);
    setAnnouncement(EDIT_TEXTS.saved);
    onChanged();
  };

  const remove = async () => {
    if (!question || deleting) return;
    setDeleting(true);
    const outcome = await editing.remove(question.id);
    setDeleting(false);
    setQuestion(null);
    if (!outcome.ok) {
      setRemoveFailed(question.id);
      setAnnouncement(EDIT_TEXTS.notRemoved);
      return;
    }
    setRemoveFailed(null);
    setChanges((current) => withRemovedNote(current, question.id));
    if (edit?.id === question.id) setEdit(null);
    setFocusTarget(addFieldId);
    setAnnouncement(EDIT_TEXTS.deleted);
    onChanged();
  };

  // The textarea of a note being edited takes focus with the caret after its text.
  const focusOnOpen = useCallback((field: HTMLTextAreaElement | null) => {
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const onEditKey = (event: KeyboardEvent<HTMLTextAreaElement>, noteId: string) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    closeEdit(noteId);
  };

  const removeProblem = (noteId: string) =>
    removeFailed === noteId && (
      <p className="record-notes__problem" id={`${id}-removal-${noteId}`}>
        {EDIT_TEXTS.notRemoved}
      </p>
    );

  const renderText = (note: Note) => {
    if (edit?.id === note.id) {
      const problemId = `${id}-edit-problem`;
      return (
        <form className="record-notes__editor" onSubmit={(event) => void saveEdit(event)}>
          <textarea
            ref={focusOnOpen}
            className="kit-textarea"
            aria-label={EDIT_TEXTS.editField(note.text)}
            aria-describedby={edit.status === "failed" ? problemId : undefined}
            rows={3}
            // Held while it saves: the text that closes the editor is the text the server has.
            readOnly={edit.status === "saving"}
            value={edit.draft}
            onChange={(event) => {
              const text = event.target.value;
              setEdit((current) => (current ? { ...current, draft: text } : current));
            }}
            onKeyDown={(event) => onEditKey(event, note.id)}
          />
          <div className="record-notes__actions">
            {edit.status === "failed" && (
              <p className="record-notes__problem" id={problemId}>
                {EDIT_TEXTS.notSaved}
              </p>
            )}
            <Button variant="secondary" size="sm" onPress={() => closeEdit(note.id)}>
              {EDIT_TEXTS.cancel}
            </Button>
            <Button type="submit" size="sm" isPending={edit.status === "saving"} isDisabled={edit.draft.trim() === ""}>
              {EDIT_TEXTS.saveEdit}
            </Button>
          </div>
        </form>
      );
    }
    return (
      <div className="record-notes__item">
        <p className="record-notes__body">{note.text}</p>
        <div className="record-notes__tools">
          <Button
            id={editButtonId(note.id)}
            variant="ghost"
            size="sm"
            aria-label={EDIT_TEXTS.editName(note.text)}
            onPress={() => setEdit({ id: note.id, draft: note.text, status: "idle" })}
          >
            <Pencil size={14} aria-hidden="true" />
            {EDIT_TEXTS.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={EDIT_TEXTS.deleteName(note.text)}
            onPress={() => setQuestion({ id: note.id, label: note.text, file: false })}
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
        onPress={() => setQuestion({ id: file.id, label: file.name, file: true })}
      >
        <Trash2 size={14} aria-hidden="true" />
        {EDIT_TEXTS.delete}
      </Button>
      {removeProblem(file.id)}
    </>
  );

  const addProblemId = `${id}-add-problem`;
  const addForm = (
    <form className="record-notes__add" onSubmit={(event) => void add(event)}>
      <label className="kit-field__label" htmlFor={addFieldId}>
        {EDIT_TEXTS.addLabel}
      </label>
      <textarea
        id={addFieldId}
        className="kit-textarea"
        rows={3}
        placeholder={EDIT_TEXTS.addPlaceholder}
        aria-describedby={addStatus === "failed" ? addProblemId : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="record-notes__actions">
        {addStatus === "failed" && (
          <p className="record-notes__problem" id={addProblemId}>
            {EDIT_TEXTS.notSaved}
          </p>
        )}
        <Button type="submit" size="sm" isPending={addStatus === "saving"} isDisabled={draft.trim() === ""}>
          {EDIT_TEXTS.save}
        </Button>
      </div>
    </form>
  );

  return (
    <>
      <NotesDisplay
        notes={shown}
        viewer={viewer}
        before={addForm}
        renderText={renderText}
        renderFileAction={renderFileAction}
      />
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
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
        isPending={deleting}
        onConfirm={() => void remove()}
        onCancel={() => {
          if (!deleting) setQuestion(null);
        }}
      />
    </>
  );
}
