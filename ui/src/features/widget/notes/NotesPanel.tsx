import type { TrackpadView } from "@lectern/core/highlights/application/Trackpad";
import { truncateHighlightName } from "@lectern/core/highlights/domain/highlightName";
import {
  type NoteKey,
  type NoteField,
  type NotesView,
  type SessionNotes,
  noteKeyOf,
} from "@lectern/core/notes/application/SessionNotes";
import { NOTE_TEXTS } from "@lectern/core/notes/domain/noteTexts";
import { Trash2, X } from "lucide-react";
import { useEffect, useId } from "react";
import { Alert, Button, useDialogs, useToasts } from "../../../kit";
import "./NotesPanel.css";

export interface NotesPanelProps {
  notes: Pick<SessionNotes, "edit" | "editRunning" | "removeAll" | "dismissProblem">;
  view: NotesView;
  trackpad: TrackpadView;
  onClose: () => void;
}

const LOCK_TEXT = {
  offline: NOTE_TEXTS.lockedOffline,
  local: NOTE_TEXTS.lockedLocal,
  "read-only": NOTE_TEXTS.lockedReadOnly,
} as const;

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
export function NotesPanel({ notes, view, trackpad, onClose }: NotesPanelProps) {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const locked = view.lock !== null || view.session === null;
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
        <Button size="sm" variant="ghost" onPress={() => void confirmRemoveAll()} isDisabled={locked || !hasNotes}>
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
      {trackpad.open && (
        <NoteArea
          label="Note for the running highlight"
          hint="Saved with the highlight when it ends"
          value={view.running}
          isDisabled={locked}
          onChange={(text) => notes.editRunning(text)}
          highlighted
        />
      )}
      <NoteArea
        label="Session notes"
        value={view.fields.session?.typed ?? ""}
        status={statusText(view.fields.session)}
        isDisabled={locked}
        onChange={(text) => notes.edit("session", text)}
      />
      {trackpad.highlights.map((highlight) => {
        const key: NoteKey = noteKeyOf(highlight.id);
        const field = view.fields[key];
        return (
          <NoteArea
            key={highlight.id}
            label={`Note for ${truncateHighlightName(highlight.name ?? "highlight")}`}
            value={field?.typed ?? ""}
            status={statusText(field)}
            isDisabled={locked}
            onChange={(text) => notes.edit(key, text)}
          />
        );
      })}
    </section>
  );
}

function NoteArea(props: {
  label: string;
  hint?: string;
  value: string;
  status?: string;
  isDisabled: boolean;
  highlighted?: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className={props.highlighted ? "note-area note-area--running" : "note-area"}>
      <label className="note-area__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint && (
        <p className="note-area__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <textarea
        id={id}
        className="note-area__input"
        rows={4}
        value={props.value}
        readOnly={props.isDisabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.status !== undefined && (
        <p className="note-area__status" aria-live="polite">
          {props.status}
        </p>
      )}
    </div>
  );
}
