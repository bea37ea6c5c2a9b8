import type { TrackpadView } from "@lectern/core/highlights/application/Trackpad";
import { truncateHighlightName } from "@lectern/core/highlights/domain/highlightName";
import {
  type NoteKey,
  type NoteField,
  type NotesView,
  type SessionNotes,
  noteKeyOf,
} from "@lectern/core/notes/application/SessionNotes";
import type { AttachmentsView, NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { EMPTY_NOTE_CONTENT } from "@lectern/core/notes/domain/noteDrafts";
import { NoteEditor } from "../../../editor/NoteEditor";
import { NOTE_TEXTS } from "@lectern/core/notes/domain/noteTexts";
import { Trash2, X } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { Alert, Button, useDialogs, useToasts } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { DocumentViewerModal } from "./DocumentViewerModal";
import { ImageViewerModal } from "./ImageViewerModal";
import { NoteAttachmentList } from "./NoteAttachmentList";
import "./NotesPanel.css";

export interface NotesPanelProps {
  notes: Pick<SessionNotes, "edit" | "editRunning" | "removeAll" | "dismissProblem">;
  view: NotesView;
  /** Files attached to the notes (spec 2 §2.4). */
  attachments: NoteAttachments;
  trackpad: TrackpadView;
  onClose: () => void;
}

const LOCK_TEXT = {
  offline: NOTE_TEXTS.lockedOffline,
  local: NOTE_TEXTS.lockedLocal,
  "read-only": NOTE_TEXTS.lockedReadOnly,
} as const;

/** The textarea's text as note content, until the rich editor replaces the textarea (issue 22). */

const statusText = (field: NoteField | undefined): string => {
  switch (field?.status) {
    case "editing":
      return "Editing…";
    case "saving":
      return "Saving…";
    case "not-saved":
      return "Not saved yet: keep typing to try again";
    case "saved":
      return field.id ? "Saved" : "";
    default:
      return "";
  }
};

/**
 * Spec 2 §2.4, §4.4: the session's note, a note per highlight, and the note of the highlight being
 * recorded (saved with it when it ends). Every field saves itself 400 ms after typing stops.
 */
export function NotesPanel({ notes, view, attachments, trackpad, onClose }: NotesPanelProps) {
  const files = useObservable(attachments.state$, attachments.state);
  const viewer = useObservable(attachments.viewer.state$, attachments.viewer.state);
  // Files follow the same lock as the text (spec 2 §4.4), and need the server's session id.
  const filesLocked = locked(view) || files.lock !== null || files.sessionId === null;
  const filesOf = (key: NoteKey, label: string) => (
    <NoteFiles noteKey={key} label={label} view={files} attachments={attachments} locked={filesLocked} />
  );
  const dialogs = useDialogs();
  const toasts = useToasts();
  const isLocked = locked(view);
  const hasNotes = Object.values(view.fields).some((field) => field?.id);

  useEffect(() => {
    if (view.notice) {
      toasts.show({ type: "success", text: view.notice });
      notes.dismissProblem();
    }
  }, [view.notice, toasts, notes]);

  const confirmRemoveAll = async () => {
    const remove = await dialogs.alert({
      kind: "warning",
      title: "Remove all notes?",
      message: "Every note of this session is removed. This cannot be undone.",
      okLabel: "Remove all",
      cancelLabel: "Cancel",
    });
    if (remove) await notes.removeAll();
  };

  return (
    <section className="notes-panel" aria-labelledby="notes-panel-title">
      <header className="notes-panel__header">
        <h2 id="notes-panel-title" className="notes-panel__title">
          Notes
        </h2>
        <Button size="sm" variant="ghost" onPress={() => void confirmRemoveAll()} isDisabled={isLocked || !hasNotes}>
          <Trash2 size={14} aria-hidden="true" />
          Remove all
        </Button>
        <Button size="sm" variant="ghost" aria-label="Close notes" onPress={onClose}>
          <X size={16} aria-hidden="true" />
        </Button>
      </header>
      {view.lock && <p className="notes-panel__locked">{LOCK_TEXT[view.lock]}</p>}
      {view.problem && (
        <Alert kind="warning" title={view.problem.title}>
          {view.problem.message}
        </Alert>
      )}
      {/* Highlight notes follow the user's setting (profile → Settings → Highlight notes). */}
      {trackpad.open && trackpad.settings.showHighlightNotes && (
        <NoteArea
          label="Note for the running highlight"
          hint="Saved with the highlight when it ends"
          content={view.running}
          documentKey={`running-${view.runningRound}`}
          isDisabled={isLocked}
          onChange={(content) => notes.editRunning(content)}
          highlighted
        />
      )}
      <NoteArea
        label="Session notes"
        content={view.fields.session?.typed ?? EMPTY_NOTE_CONTENT}
        documentKey={`session-${view.filled}`}
        status={statusText(view.fields.session)}
        isDisabled={isLocked}
        onChange={(content) => notes.edit("session", content)}
      >
        {filesOf("session", "Session notes")}
      </NoteArea>
      {trackpad.settings.showHighlightNotes &&
        trackpad.highlights.map((highlight) => {
          const key: NoteKey = noteKeyOf(highlight.id);
          const field = view.fields[key];
          const label = `Note for ${truncateHighlightName(highlight.name ?? "highlight")}`;
          return (
            <NoteArea
              key={highlight.id}
              label={label}
              content={field?.typed ?? EMPTY_NOTE_CONTENT}
              documentKey={`${key}-${view.filled}`}
              status={statusText(field)}
              isDisabled={isLocked}
              onChange={(content) => notes.edit(key, content)}
            >
              {filesOf(key, label)}
            </NoteArea>
          );
        })}
      <ImageViewerModal viewer={attachments.viewer} view={viewer?.kind === "image" ? viewer : null} />
      <DocumentViewerModal viewer={attachments.viewer} view={viewer?.kind === "document" ? viewer : null} />
    </section>
  );
}

const locked = (view: NotesView): boolean => view.lock !== null || view.session === null;

function NoteFiles(props: {
  noteKey: NoteKey;
  label: string;
  view: AttachmentsView;
  attachments: NoteAttachments;
  locked: boolean;
}) {
  const { noteKey, view } = props;
  return (
    <NoteAttachmentList
      noteKey={noteKey}
      noteLabel={props.label}
      files={view.files[noteKey] ?? []}
      uploads={view.uploads.filter((upload) => upload.key === noteKey)}
      problems={view.problems.filter((problem) => problem.key === noteKey)}
      removing={view.removing}
      locked={props.locked}
      attachments={props.attachments}
    />
  );
}

function NoteArea(props: {
  label: string;
  hint?: string;
  content: NoteContent;
  /** Which note the editor holds: a new key opens it afresh with `content` (NotesView.filled). */
  documentKey: string;
  status?: string;
  isDisabled: boolean;
  highlighted?: boolean;
  onChange: (content: NoteContent) => void;
  /** The note's files. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={props.highlighted ? "note-area note-area--running" : "note-area"}>
      {props.hint && (
        <p className="note-area__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <NoteEditor
        label={props.label}
        documentKey={props.documentKey}
        initialContent={props.content}
        readOnly={props.isDisabled}
        describedBy={props.hint ? `${id}-hint` : undefined}
        onChange={props.onChange}
      />
      {props.status !== undefined && (
        <p className="note-area__status" aria-live="polite">
          {props.status}
        </p>
      )}
      {props.children}
    </div>
  );
}
