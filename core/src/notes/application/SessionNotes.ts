import { type Observable, Subscription, timer } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import type { Highlight } from "../../highlights/domain/Highlight";
import type { EditLock, RecordingSession } from "../../recording/application/RecordingSession";
import { type FollowedSession, SessionFollower } from "../../recording/application/SessionFollower";
import { type NoteCall, nextNoteCall, noteForCompletedHighlight } from "../domain/noteCall";
import { NOTE_DEBOUNCE_MS, NOTE_TEXTS } from "../domain/noteTexts";
import { noteCalls } from "./noteCalls";
import { NoteReply } from "./noteReplies";
import type { SessionNoteList } from "./SessionNoteList";

/** The session-wide note, or the note of one highlight. */
export type NoteKey = "session" | `poi:${string}`;

export const noteKeyOf = (poiId: string | null): NoteKey => (poiId === null ? "session" : `poi:${poiId}`);

export interface NoteField {
  readonly poiId: string | null;
  /** The server's id once created. */
  readonly id: string | null;
  /** The text the server last accepted. */
  readonly saved: string;
  /** The text in the field now. */
  readonly typed: string;
  readonly status: "saved" | "editing" | "saving" | "not-saved";
}

export interface NotesView {
  readonly session: RecordingSession | null;
  readonly lock: EditLock;
  readonly fields: Readonly<Partial<Record<NoteKey, NoteField>>>;
  /** Typed while a highlight records; saved with it once it completes (spec 2 §4.4). */
  readonly running: string;
  readonly problem: { readonly title: string; readonly message: string } | null;
  readonly notice: string | null;
}

const EMPTY_FIELD = (poiId: string | null): NoteField => ({ poiId, id: null, saved: "", typed: "", status: "saved" });

/**
 * The notes panel (spec 2 §2.4, §4.4): one note per session and per highlight, each saved 400 ms
 * after the last keystroke — created when text appears without an id, updated when it changes,
 * removed when it is emptied. Calls for one note go one after another, so an update never
 * overtakes the creation it depends on. A note typed during a highlight is saved with it.
 */
export class SessionNotes {
  readonly #store = new Store<NotesView>({
    session: null,
    lock: null,
    fields: {},
    running: "",
    problem: null,
    notice: null,
  });
  readonly state$ = this.#store.state$;
  readonly #timers = new Map<NoteKey, Subscription>();
  readonly #chains = new Map<NoteKey, Promise<void>>();
  readonly #subscriptions = new Subscription();
  readonly #follower = new SessionFollower();

  constructor(
    private readonly api: ApiClient,
    private readonly clock: ClockPort,
    network$: Observable<NetworkStatus>,
    session$: Observable<RecordingSession | null>,
    completed$: Observable<Highlight>,
    private readonly noteList: Pick<SessionNoteList, "load">,
  ) {
    this.#subscriptions.add(
      this.#follower.follow(session$, network$, {
        // The recording ended or changed: what is still waiting is sent for the session it was typed in.
        leave: () => this.flushAll(),
        enter: (followed) => this.#enter(followed),
        relock: ({ session, lock }) => this.#store.update((view) => ({ ...view, session, lock })),
      }),
    );
    this.#subscriptions.add(completed$.subscribe((highlight) => this.#onHighlightCompleted(highlight)));
  }

  get state(): NotesView {
    return this.#store.value;
  }

  /** The field's text changed; it is sent once typing pauses for 400 ms. */
  edit(key: NoteKey, text: string): void {
    if (this.state.lock || !this.state.session) return;
    const poiId = key === "session" ? null : key.slice(4);
    this.#store.update((view) => {
      const field = view.fields[key] ?? EMPTY_FIELD(poiId);
      return { ...view, fields: { ...view.fields, [key]: { ...field, typed: text, status: "editing" } } };
    });
    this.#timers.get(key)?.unsubscribe();
    this.#timers.set(
      key,
      timer(NOTE_DEBOUNCE_MS, this.clock.scheduler).subscribe(() => void this.#flush(key)),
    );
  }

  /** The note of the highlight being recorded: kept here until the highlight completes. */
  editRunning(text: string): void {
    if (this.state.lock || !this.state.session) return;
    this.#store.update((view) => ({ ...view, running: text }));
  }

  /** Sends every note still waiting for its debounce (the recording is ending). */
  async flushAll(): Promise<void> {
    const keys = [...this.#timers.keys()];
    for (const key of keys) this.#timers.get(key)?.unsubscribe();
    this.#timers.clear();
    await Promise.all(keys.map((key) => this.#flush(key)));
  }

  /** Spec 2 §2.4, §8: the remove-all overlay's action. */
  async removeAll(): Promise<boolean> {
    const { session, fields, lock } = this.state;
    if (!session?.sessionId || lock) return false;
    const ids = Object.values(fields).flatMap((field) => (field?.id ? [field.id] : []));
    if (ids.length === 0) return true;
    try {
      await this.api.send({
        method: "DELETE",
        path: noteCalls.removeSeveral(session.sessionId),
        body: { data: ids.map((id) => ({ type: "sessions_notes", id })) },
      });
      for (const timerOfKey of this.#timers.values()) timerOfKey.unsubscribe();
      this.#timers.clear();
      this.#store.update((view) => ({ ...view, fields: {}, problem: null, notice: NOTE_TEXTS.removeAllSuccess }));
      return true;
    } catch {
      this.#store.update((view) => ({
        ...view,
        problem: { title: NOTE_TEXTS.removeAllFailure, message: NOTE_TEXTS.notRemovedMessage },
      }));
      return false;
    }
  }

  dismissProblem(): void {
    this.#store.update((view) => ({ ...view, problem: null, notice: null }));
  }

  #flush(key: NoteKey): Promise<void> {
    this.#timers.delete(key);
    const sessionId = this.state.session?.sessionId;
    if (!sessionId) return Promise.resolve();
    const previous = this.#chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.#send(key, sessionId, this.#follower.generation));
    this.#chains.set(key, next);
    return next;
  }

  async #send(key: NoteKey, sessionId: string, generation: number): Promise<void> {
    const field = this.state.fields[key];
    if (!field || !this.#follower.isCurrent(generation)) return;
    const typed = field.typed;
    const call = nextNoteCall({ id: field.id, text: field.saved }, typed);
    if (call.kind === "none") {
      this.#setField(key, { status: field.typed === typed ? "saved" : "editing" });
      return;
    }
    this.#setField(key, { status: "saving" });
    try {
      const id = await this.#perform(call, sessionId, field.poiId);
      if (!this.#follower.isCurrent(generation)) return;
      const now = this.state.fields[key];
      const stillTyped = now?.typed === typed;
      this.#setField(key, {
        id: call.kind === "remove" ? null : id,
        saved: call.kind === "remove" ? "" : call.text,
        status: stillTyped ? "saved" : "editing",
      });
    } catch {
      if (!this.#follower.isCurrent(generation)) return;
      // Spec 3 §8: create and edit errors are not shown as dialogs; the field says it is not saved and
      // keeps the text, which the next edit sends again. A failed removal gets the spec's warning.
      this.#setField(key, { status: "not-saved" });
      if (call.kind === "remove") {
        this.#store.update((view) => ({
          ...view,
          problem: { title: NOTE_TEXTS.notRemovedTitle, message: NOTE_TEXTS.notRemovedMessage },
        }));
      }
    }
  }

  async #perform(
    call: Exclude<NoteCall, { kind: "none" }>,
    sessionId: string,
    poiId: string | null,
  ): Promise<string | null> {
    switch (call.kind) {
      case "create": {
        const relationships = poiId ? { poi: { data: { type: "sessions_pois", id: poiId } } } : undefined;
        const reply = await this.api.request(
          {
            method: "POST",
            path: noteCalls.create(sessionId),
            body: {
              data: {
                type: "sessions_notes",
                attributes: { text: call.text },
                ...(relationships ? { relationships } : {}),
              },
            },
          },
          NoteReply,
        );
        return String(reply.data.id);
      }
      case "update": {
        const body = { data: { type: "sessions_notes", id: call.id, attributes: { text: call.text } } };
        await this.api.request({ method: "PATCH", path: noteCalls.update(call.id), body }, NoteReply);
        return call.id;
      }
      case "remove":
        await this.api.send({ method: "DELETE", path: noteCalls.remove(call.id) });
        return null;
    }
  }

  #setField(key: NoteKey, change: Partial<NoteField>): void {
    this.#store.update((view) => {
      const field = view.fields[key];
      return field ? { ...view, fields: { ...view.fields, [key]: { ...field, ...change } } } : view;
    });
  }

  #onHighlightCompleted(highlight: Highlight): void {
    const note = noteForCompletedHighlight(this.state.running, highlight.id);
    this.#store.update((view) => ({ ...view, running: "" }));
    if (!note) return;
    const key = noteKeyOf(note.poiId);
    this.#store.update((view) => ({
      ...view,
      fields: { ...view.fields, [key]: { ...EMPTY_FIELD(note.poiId), typed: note.text, status: "editing" } },
    }));
    void this.#flush(key);
  }

  #enter({ session, lock }: FollowedSession): void {
    this.#store.set({ session, lock, fields: {}, running: "", problem: null, notice: null });
    if (session?.sessionId) void this.#load({ ...session, sessionId: session.sessionId });
  }

  async #load(session: RecordingSession & { readonly sessionId: string }): Promise<void> {
    const current = this.#follower.guard();
    try {
      const notes = await this.noteList.load(session);
      if (!current()) return;
      this.#store.update((view) => {
        const fields = { ...view.fields };
        for (const note of notes) {
          if (note.file !== null) continue;
          const key = noteKeyOf(note.poiId);
          fields[key] ??= { poiId: note.poiId, id: note.id, saved: note.text, typed: note.text, status: "saved" };
        }
        return { ...view, fields };
      });
    } catch {
      // A new session has no notes; the fields start empty.
    }
  }

  dispose(): void {
    this.#subscriptions.unsubscribe();
    for (const timerOfKey of this.#timers.values()) timerOfKey.unsubscribe();
  }
}
