import type { NoteContent } from "./noteHtmlRules";

/** A field with nothing in it. */
export const EMPTY_NOTE_CONTENT: NoteContent = { html: "", text: "" };

/** Blank text counts as no note: a note of spaces (or an editor's empty paragraph) is never created. */
export const isEmptyNoteContent = (content: NoteContent): boolean => content.text.trim() === "";

/** Two contents are the same note when their HTML is: a change of format alone is a change. */
export const sameNoteContent = (a: NoteContent, b: NoteContent): boolean => a.html === b.html;

/** A call that changes what the server holds for one note. */
export type NoteSend =
  | { readonly kind: "create"; readonly content: NoteContent }
  | { readonly kind: "update"; readonly id: string; readonly content: NoteContent }
  | { readonly kind: "remove"; readonly id: string };

/**
 * saved: nothing waits to be sent; editing: typed differs from saved and waits to be asked for;
 * saving: a call is on its way; not-saved: the last call failed, the typed content is kept.
 */
export type NoteDraftStatus = "saved" | "editing" | "saving" | "not-saved";

/** One note field: what the server holds for it, what is typed in it now, and its call in flight. */
export interface NoteDraft {
  /** The server's id once created. */
  readonly id: string | null;
  /** The content the server last accepted from this field. */
  readonly saved: NoteContent;
  /** The content in the field now. */
  readonly typed: NoteContent;
  readonly status: NoteDraftStatus;
  /** The call on its way; calls of one field go one after another, so an update never overtakes its creation. */
  readonly sending: NoteSend | null;
  /** A save was asked for while a call was on its way: it is decided again once that call ends. */
  readonly again: boolean;
  /**
   * What an emptied field with an id does: "remove" its note (the widget, spec 2 §4.4), or "keep" it
   * unsent (the record page, where a note is deleted only with its Delete button and a confirmation).
   */
  readonly whenEmptied: "remove" | "keep";
}

export type NoteDraftEvent =
  /** The field's content changed. */
  | { readonly kind: "typed"; readonly content: NoteContent }
  /** Send what changed: the debounce elapsed (widget), or the editor emitted already debounced content. */
  | { readonly kind: "saveAsked" }
  /** The call on its way succeeded; `id` is the note's id (null after a removal). */
  | { readonly kind: "sendSucceeded"; readonly id: string | null }
  | { readonly kind: "sendFailed" }
  /** The note was removed by another command (Delete, Remove all): the field is empty again. */
  | { readonly kind: "removed" };

export type NoteDraftEffect = { readonly kind: "send"; readonly call: NoteSend };

export interface NoteDraftStep {
  readonly draft: NoteDraft;
  readonly effects: readonly NoteDraftEffect[];
}

/** An empty field: no note on the server yet. */
export const emptyNoteDraft = (whenEmptied: NoteDraft["whenEmptied"] = "remove"): NoteDraft => ({
  id: null,
  saved: EMPTY_NOTE_CONTENT,
  typed: EMPTY_NOTE_CONTENT,
  status: "saved",
  sending: null,
  again: false,
  whenEmptied,
});

/** The field of a note the server holds. */
export const savedNoteDraft = (
  id: string,
  content: NoteContent,
  whenEmptied: NoteDraft["whenEmptied"] = "remove",
): NoteDraft => ({ ...emptyNoteDraft(whenEmptied), id, saved: content, typed: content });

/**
 * Spec 2 §4.4, §5: the call the field's content needs, or null. A note is created when content
 * appears without an id, updated when its HTML changed, and — unless the field keeps emptied notes —
 * removed when it is emptied; a note is only sent when it changed.
 */
export const nextNoteSend = (draft: Pick<NoteDraft, "id" | "saved" | "typed" | "whenEmptied">): NoteSend | null => {
  const { id, saved, typed } = draft;
  if (isEmptyNoteContent(typed)) return id !== null && draft.whenEmptied === "remove" ? { kind: "remove", id } : null;
  if (id === null) return { kind: "create", content: typed };
  return sameNoteContent(typed, saved) ? null : { kind: "update", id, content: typed };
};

/** Nothing is on its way and nothing waits to be sent. */
export const isSettled = (draft: NoteDraft): boolean => draft.sending === null && nextNoteSend(draft) === null;

const idle = (draft: NoteDraft): NoteDraftStatus => (nextNoteSend(draft) === null ? "saved" : "editing");

/** Sends what the field needs now, unless a call is already on its way (then it is asked again after). */
const save = (draft: NoteDraft): NoteDraftStep => {
  if (draft.sending !== null) return { draft: { ...draft, again: true }, effects: [] };
  const call = nextNoteSend(draft);
  if (call === null) return { draft: { ...draft, again: false, status: "saved" }, effects: [] };
  return { draft: { ...draft, sending: call, again: false, status: "saving" }, effects: [{ kind: "send", call }] };
};

/**
 * The life of one note field, pure (ARCHITECTURE rule 2): typing changes only the field; a save sends
 * at most one call at a time; a success moves the sent content to `saved` (what was sent, not the
 * server's sanitised echo, so an unchanged field is never sent again); a failure keeps the typed
 * content, says "not-saved", and the next save sends it again.
 */
export const stepNoteDraft = (draft: NoteDraft, event: NoteDraftEvent): NoteDraftStep => {
  switch (event.kind) {
    case "typed": {
      const typed = { ...draft, typed: event.content };
      return { draft: { ...typed, status: draft.sending !== null ? "saving" : "editing" }, effects: [] };
    }
    case "saveAsked":
      return save(draft);
    case "sendSucceeded": {
      const sent = draft.sending;
      if (sent === null) return { draft, effects: [] };
      const done: NoteDraft = {
        ...draft,
        id: sent.kind === "remove" ? null : event.id,
        saved: sent.kind === "remove" ? EMPTY_NOTE_CONTENT : sent.content,
        sending: null,
      };
      return draft.again ? save(done) : { draft: { ...done, status: idle(done) }, effects: [] };
    }
    case "sendFailed": {
      if (draft.sending === null) return { draft, effects: [] };
      const failed: NoteDraft = { ...draft, sending: null };
      // Typed on and asked again while it failed: that newer content is the retry.
      return draft.again ? save(failed) : { draft: { ...failed, status: "not-saved" }, effects: [] };
    }
    case "removed": {
      const empty = emptyNoteDraft(draft.whenEmptied);
      // A call still on its way lands first (a creation then gets its id), and is then undone.
      if (draft.sending === null) return { draft: empty, effects: [] };
      return { draft: { ...empty, sending: draft.sending, again: true, status: "saving" }, effects: [] };
    }
  }
};

/** Runs several events in order, collecting their effects. */
export const stepNoteDraftAll = (draft: NoteDraft, events: readonly NoteDraftEvent[]): NoteDraftStep =>
  events.reduce<NoteDraftStep>(
    (step, event) => {
      const next = stepNoteDraft(step.draft, event);
      return { draft: next.draft, effects: [...step.effects, ...next.effects] };
    },
    { draft, effects: [] },
  );

/**
 * Spec 2 §4.4: a note typed while a highlight records is saved once the highlight is completed,
 * attached to it, and dropped if empty.
 */
export const noteForCompletedHighlight = (
  typed: NoteContent,
  highlightId: string,
): { readonly content: NoteContent; readonly poiId: string } | null =>
  isEmptyNoteContent(typed) ? null : { content: typed, poiId: highlightId };
