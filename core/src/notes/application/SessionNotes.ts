import { type Observable, Subscription, timer } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import type { Highlight } from "../../highlights/domain/Highlight";
import type { EditLock, RecordingSession } from "../../recording/application/RecordingSession";
import { type FollowedSession, SessionFollower } from "../../recording/application/SessionFollower";
import {
  EMPTY_NOTE_CONTENT,
  type NoteDraft,
  type NoteDraftEvent,
  type NoteSend,
  emptyNoteDraft,
  noteForCompletedHighlight,
  savedNoteDraft,
  stepNoteDraft,
} from "../domain/noteDrafts";
import type { NoteContent } from "../domain/noteHtmlRules";
import { NOTE_DEBOUNCE_MS, NOTE_TEXTS } from "../domain/noteTexts";
import { noteBodies, noteCalls } from "./noteCalls";
import { NoteReply, noteContentOf } from "./noteReplies";
import type { SessionNoteList } from "./SessionNoteList";

/** The session-wide note, or the note of one highlight. */
export type NoteKey = "session" | `poi:${string}`;

export const noteKeyOf = (poiId: string | null): NoteKey => (poiId === null ? "session" : `poi:${poiId}`);

export interface NoteField extends NoteDraft {
  readonly poiId: string | null;
}

export interface NotesView {
  readonly session: RecordingSession | null;
  readonly lock: EditLock;
  readonly fields: Readonly<Partial<Record<NoteKey, NoteField>>>;
  /** Typed while a highlight records; saved with it once it completes (spec 2 §4.4). */
  readonly running: NoteContent;
  /**
   * Counts each time the fields were filled from elsewhere than typing (a session entered, its notes
   * loaded, all removed), and `runningRound` each time the running note was handed to its highlight: an
   * editor that reads its content when it opens is opened afresh then (a React key), never mid-typing.
   */
  readonly filled: number;
  readonly runningRound: number;
  readonly problem: { readonly title: string; readonly message: string } | null;
  readonly notice: string | null;
}

const EMPTY_FIELD = (poiId: string | null): NoteField => ({ ...emptyNoteDraft("remove"), poiId });

const poiIdOfKey = (key: NoteKey): string | null => (key === "session" ? null : key.slice(4));

/**
 * The notes panel (spec 2 §2.4, §4.4): one note per session and per highlight, each saved 400 ms
 * after the last keystroke — created when content appears without an id, updated when it changes,
 * removed when it is emptied (the pure rules in noteDrafts, shared with the record page's
 * RecordNotesEditor). Calls for one note go one after another, so an update never overtakes the
 * creation it depends on. A note typed during a highlight is saved with it.
 */
export class SessionNotes {
  readonly #store = new Store<NotesView>({
    session: null,
    lock: null,
    fields: {},
    running: EMPTY_NOTE_CONTENT,
    filled: 0,
    runningRound: 0,
    problem: null,
    notice: null,
  });
  readonly state$ = this.#store.state$;
  readonly #timers = new Map<NoteKey, Subscription>();
  readonly #inFlight = new Set<Promise<void>>();
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

  /** The field's content changed; it is sent once typing pauses for 400 ms. */
  edit(key: NoteKey, content: NoteContent): void {
    if (this.state.lock || !this.state.session) return;
    const field = this.state.fields[key] ?? EMPTY_FIELD(poiIdOfKey(key));
    this.#setField(key, { ...field, ...stepNoteDraft(field, { kind: "typed", content }).draft });
    this.#timers.get(key)?.unsubscribe();
    this.#timers.set(
      key,
      timer(NOTE_DEBOUNCE_MS, this.clock.scheduler).subscribe(() => this.#flush(key)),
    );
  }

  /** The note of the highlight being recorded: kept here until the highlight completes. */
  editRunning(content: NoteContent): void {
    if (this.state.lock || !this.state.session) return;
    this.#store.update((view) => ({ ...view, running: content }));
  }

  /** Sends every note still waiting for its debounce (the recording is ending), and waits for the calls on their way. */
  async flushAll(): Promise<void> {
    const keys = [...this.#timers.keys()];
    for (const key of keys) this.#timers.get(key)?.unsubscribe();
    this.#timers.clear();
    for (const key of keys) this.#step(key, { kind: "saveAsked" });
    await this.#settled();
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
      this.#store.update((view) => ({
        ...view,
        fields: {},
        filled: view.filled + 1,
        problem: null,
        notice: NOTE_TEXTS.removeAllSuccess,
      }));
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

  /** The debounce elapsed: the field sends what changed, after its call on the way if there is one. */
  #flush(key: NoteKey): void {
    this.#timers.delete(key);
    this.#step(key, { kind: "saveAsked" });
  }

  /** Every call on its way has ended, including those a landing call started (a save asked meanwhile). */
  async #settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** Runs one event of a field's pure rules and sends the calls they decide, for the session now followed. */
  #step(key: NoteKey, event: NoteDraftEvent): void {
    const field = this.state.fields[key];
    const sessionId = this.state.session?.sessionId;
    if (!field || !sessionId) return;
    const { draft, effects } = stepNoteDraft(field, event);
    this.#setField(key, { ...field, ...draft });
    const generation = this.#follower.generation;
    for (const { call } of effects) {
      const sent = this.#send(key, call, sessionId, field.poiId, generation);
      this.#inFlight.add(sent);
      void sent.then(() => this.#inFlight.delete(sent));
    }
  }

  async #send(
    key: NoteKey,
    call: NoteSend,
    sessionId: string,
    poiId: string | null,
    generation: number,
  ): Promise<void> {
    try {
      const id = await this.#perform(call, sessionId, poiId);
      if (this.#follower.isCurrent(generation)) this.#step(key, { kind: "sendSucceeded", id });
    } catch {
      if (!this.#follower.isCurrent(generation)) return;
      // Spec 3 §8: create and edit errors are not shown as dialogs; the field says it is not saved and
      // keeps the content, which the next edit sends again. A failed removal gets the spec's warning.
      this.#step(key, { kind: "sendFailed" });
      if (call.kind === "remove") {
        this.#store.update((view) => ({
          ...view,
          problem: { title: NOTE_TEXTS.notRemovedTitle, message: NOTE_TEXTS.notRemovedMessage },
        }));
      }
    }
  }

  async #perform(call: NoteSend, sessionId: string, poiId: string | null): Promise<string | null> {
    switch (call.kind) {
      case "create": {
        const body = noteBodies.create(call.content, poiId);
        const reply = await this.api.request({ method: "POST", path: noteCalls.create(sessionId), body }, NoteReply);
        return String(reply.data.id);
      }
      case "update": {
        const body = noteBodies.update(call.id, call.content);
        await this.api.request({ method: "PATCH", path: noteCalls.update(call.id), body }, NoteReply);
        return call.id;
      }
      case "remove":
        await this.api.send({ method: "DELETE", path: noteCalls.remove(call.id) });
        return null;
    }
  }

  #setField(key: NoteKey, field: NoteField): void {
    this.#store.update((view) => ({ ...view, fields: { ...view.fields, [key]: field } }));
  }

  #onHighlightCompleted(highlight: Highlight): void {
    const note = noteForCompletedHighlight(this.state.running, highlight.id);
    this.#store.update((view) => ({ ...view, running: EMPTY_NOTE_CONTENT, runningRound: view.runningRound + 1 }));
    if (!note) return;
    const key = noteKeyOf(note.poiId);
    const field = EMPTY_FIELD(note.poiId);
    this.#setField(key, { ...field, ...stepNoteDraft(field, { kind: "typed", content: note.content }).draft });
    this.#step(key, { kind: "saveAsked" });
  }

  #enter({ session, lock }: FollowedSession): void {
    this.#store.update((view) => ({
      session,
      lock,
      fields: {},
      running: EMPTY_NOTE_CONTENT,
      filled: view.filled + 1,
      runningRound: view.runningRound + 1,
      problem: null,
      notice: null,
    }));
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
          fields[key] ??= { ...savedNoteDraft(note.id, noteContentOf(note), "remove"), poiId: note.poiId };
        }
        return { ...view, fields, filled: view.filled + 1 };
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
