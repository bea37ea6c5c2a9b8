import { type Observable, Subject, Subscription, filter, map, of, shareReplay, switchMap } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import type { SocketPort } from "../../ports/SocketPort";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import {
  DEFAULT_HIGHLIGHT_SETTINGS,
  type Highlight,
  type HighlightDraft,
  type HighlightSettings,
} from "../domain/Highlight";
import { HIGHLIGHT_WHISPERS } from "../domain/highlightTexts";
import {
  IDLE_TRACKPAD,
  type OpenHighlight,
  type TrackpadEffect,
  type TrackpadEvent,
  nextTrackpad,
} from "../domain/trackpadMachine";
import type { EditLock, RecordingSession } from "../../recording/application/RecordingSession";
import { type FollowedSession, SessionFollower } from "../../recording/application/SessionFollower";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { createHighlight } from "./createHighlight";
import { highlightCalls } from "./highlightCalls";
import {
  HighlightListReply,
  HighlightReply,
  HighlightSettingsReply,
  toHighlight,
  toHighlightSettings,
} from "./highlightReplies";

export interface TrackpadView {
  readonly session: RecordingSession | null;
  readonly lock: EditLock;
  readonly open: OpenHighlight | null;
  /** Saved highlights, in recording order. */
  readonly highlights: readonly Highlight[];
  /** Highlights sent and not yet answered. */
  readonly saving: number;
  readonly settings: HighlightSettings;
  /** The last failure, in words. */
  readonly problem: string | null;
}

export interface TrackpadAnnouncement {
  readonly kind: "started" | "extended" | "saved" | "removed" | "failed";
  readonly highlight: { readonly type: Highlight["type"]; readonly name: string | null };
}

/** Turns the microphone on when a highlight starts (spec 2 §4.2). */
export interface MicrophoneSwitch {
  setMicrophone(on: boolean): void;
}

const STARTED_WHISPERS: Readonly<Record<OpenHighlight["type"], string>> = {
  backtrack: HIGHLIGHT_WHISPERS.backtrackStarted,
  stopwatch: HIGHLIGHT_WHISPERS.stopwatchStarted,
};

const utc = (epochMs: number) => new Date(epochMs).toISOString();
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * The trackpad and playlist of the recording in progress (spec 2 §2.3, §4.5): runs the pure
 * trackpad step, performs its effects (create on the server, whisper, watch, microphone on), and
 * keeps the saved highlights. Locked while read-only, offline or local; going offline drops the
 * highlight being recorded.
 */
export class Trackpad {
  readonly #store = new Store<TrackpadView>({
    session: null,
    lock: null,
    open: null,
    highlights: [],
    saving: 0,
    settings: DEFAULT_HIGHLIGHT_SETTINGS,
    problem: null,
  });
  readonly state$ = this.#store.state$;
  /** A backtrack or stopwatch highlight was saved: its note, typed while it ran, can follow (spec 2 §4.4). */
  readonly completed$ = new Subject<Highlight>();
  readonly announcements$ = new Subject<TrackpadAnnouncement>();
  /** Follows the recording session; its generation guard drops late answers for an earlier session. */
  readonly #follower = new SessionFollower();
  readonly #subscriptions = new Subscription();
  /** The recording this trackpad works on; the notes panel follows the same one. */
  readonly session$: Observable<RecordingSession | null>;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: ClockPort,
    private readonly socket: SocketPort,
    network$: Observable<NetworkStatus>,
    session$: Observable<RecordingSession | null>,
    private readonly microphone: MicrophoneSwitch,
  ) {
    this.session$ = session$.pipe(shareReplay({ bufferSize: 1, refCount: false }));
    session$ = this.session$;
    this.#subscriptions.add(
      this.#follower.follow(session$, network$, {
        enter: (followed) => this.#enter(followed),
        relock: (followed) => this.#relock(followed),
      }),
    );
    // Spec 2 §4.5: when a mobile device connects, the running highlight's start is announced again.
    this.#subscriptions.add(
      session$
        .pipe(
          switchMap((session) =>
            session?.sessionId && session.userId
              ? this.socket.channel(sessionChannelName(session.userId, session.sessionId))
              : of(null),
          ),
          filter((event) => event !== null && event.event.endsWith(HIGHLIGHT_WHISPERS.mobileConnected)),
          map(() => this.#store.value.open),
        )
        .subscribe({
          next: (open) => {
            if (open) this.#whisper(STARTED_WHISPERS[open.type], { startedAt: utc(open.startedAt) });
          },
          error: () => undefined,
        }),
    );
  }

  get state(): TrackpadView {
    return this.#store.value;
  }

  /** Loads the user's trackback and flag seconds and widget type (spec 2 §3 "User profile settings"). */
  async loadSettings(): Promise<void> {
    try {
      const reply = await this.api.request({ method: "GET", path: highlightCalls.settings() }, HighlightSettingsReply);
      this.#store.update((view) => ({ ...view, settings: toHighlightSettings(reply) }));
    } catch {
      // The spec's defaults (15 s back, 5 s each side) keep the trackpad usable.
    }
  }

  trackback(): void {
    this.#step((session) => ({
      type: "trackback",
      now: this.clock.now(),
      sessionStart: session.startedAt,
      settings: this.state.settings,
    }));
  }

  /** Starts a stopwatch highlight, or stops (and saves) the one running. */
  highlight(): void {
    this.#step((session) => ({ type: "highlight", now: this.clock.now(), sessionStart: session.startedAt }));
  }

  flag(): void {
    this.#step((session) => ({
      type: "flag",
      now: this.clock.now(),
      sessionStart: session.startedAt,
      settings: this.state.settings,
    }));
  }

  /** Names the highlight being recorded; an empty name keeps the default. */
  nameOpen(name: string): void {
    this.#step(() => ({ type: "rename", name }));
  }

  async rename(highlightId: string, name: string): Promise<void> {
    if (this.state.lock) return;
    const current = this.#follower.guard();
    try {
      const reply = await this.api.request(
        {
          method: "PATCH",
          path: highlightCalls.edit(highlightId),
          body: { data: { type: "sessions_pois", id: highlightId, attributes: { name: name.trim() || null } } },
        },
        HighlightReply,
      );
      if (!current()) return;
      const saved = toHighlight(reply.data);
      this.#store.update((view) => ({
        ...view,
        problem: null,
        highlights: view.highlights.map((highlight) => (highlight.id === highlightId ? saved : highlight)),
      }));
    } catch (error) {
      this.#fail(messageOf(error));
    }
  }

  async remove(highlightId: string): Promise<void> {
    if (this.state.lock) return;
    const removed = this.state.highlights.find((highlight) => highlight.id === highlightId);
    try {
      await this.api.send({ method: "DELETE", path: highlightCalls.remove(highlightId) });
      this.#store.update((view) => ({
        ...view,
        highlights: view.highlights.filter((highlight) => highlight.id !== highlightId),
      }));
      if (removed) this.announcements$.next({ kind: "removed", highlight: removed });
    } catch (error) {
      this.#fail(messageOf(error));
    }
  }

  #step(eventFor: (session: RecordingSession) => TrackpadEvent): void {
    const view = this.state;
    if (!view.session || view.lock) return;
    const event = eventFor(view.session);
    const step = nextTrackpad({ open: view.open }, event);
    this.#store.update((current) => ({ ...current, open: step.state.open }));
    for (const effect of step.effects) this.#perform(effect, view.session);
    if (event.type === "trackback" && step.state.open) {
      this.announcements$.next({
        kind: view.open ? "extended" : "started",
        highlight: { type: step.state.open.type, name: null },
      });
    }
    if (event.type === "highlight" && step.state.open) {
      this.announcements$.next({ kind: "started", highlight: { type: "stopwatch", name: null } });
    }
  }

  #perform(effect: TrackpadEffect, session: RecordingSession): void {
    switch (effect.kind) {
      case "whisper":
        this.#whisper(effect.eventName, {});
        return;
      case "microphoneOn":
        this.microphone.setMicrophone(true);
        return;
      case "watch":
        if (session.sessionId) {
          const body = {
            data: {
              type: "sessions_pois_watch",
              attributes: { type: effect.highlightType, started_at: utc(effect.startedAt), name: effect.name },
            },
          };
          // The watch only informs other devices; losing it loses nothing.
          void this.api
            .send({ method: "POST", path: highlightCalls.watch(session.sessionId), body })
            .catch(() => undefined);
        }
        return;
      case "create":
        void this.#create(effect.draft, session);
        return;
    }
  }

  async #create(draft: HighlightDraft, session: RecordingSession): Promise<void> {
    if (!session.sessionId) return;
    const current = this.#follower.guard();
    this.#store.update((view) => ({ ...view, saving: view.saving + 1 }));
    try {
      const saved = await createHighlight(this.api, session.sessionId, draft);
      if (!current()) return;
      this.#store.update((view) => ({
        ...view,
        problem: null,
        saving: view.saving - 1,
        highlights: [...view.highlights, saved].sort((a, b) => a.startedAt - b.startedAt),
      }));
      this.announcements$.next({ kind: "saved", highlight: saved });
      if (draft.type !== "poi") this.completed$.next(saved);
    } catch (error) {
      if (!current()) return;
      this.#store.update((view) => ({ ...view, saving: view.saving - 1 }));
      this.#fail(messageOf(error));
      this.announcements$.next({ kind: "failed", highlight: draft });
    }
  }

  #whisper(eventName: string, payload: Record<string, unknown>): void {
    const session = this.state.session;
    if (!session?.sessionId || !session.userId) return;
    this.socket.whisper(sessionChannelName(session.userId, session.sessionId), eventName, payload);
  }

  #fail(problem: string): void {
    this.#store.update((view) => ({ ...view, problem }));
  }

  #enter({ session, lock }: FollowedSession): void {
    this.#store.update((view) => ({ ...view, session, lock, open: null, highlights: [], saving: 0, problem: null }));
    if (!session?.sessionId) return;
    void this.#loadHighlights(session.sessionId);
    // Each recording reads the settings again: what the user saved on /profile/settings since the
    // widget opened (their Trackback seconds, flag window, widget type) applies from this recording on.
    void this.loadSettings();
  }

  #relock({ session, lock }: FollowedSession): void {
    // Spec 2 §4.5: going offline resets the highlight being recorded.
    const open = lock ? nextTrackpad({ open: this.state.open }, { type: "reset" }).state.open : this.state.open;
    this.#store.update((view) => ({ ...view, session, lock, open }));
  }

  async #loadHighlights(sessionId: string): Promise<void> {
    const current = this.#follower.guard();
    try {
      const reply = await this.api.request({ method: "GET", path: highlightCalls.list(sessionId) }, HighlightListReply);
      if (!current()) return;
      const loaded = reply.data.map(toHighlight);
      this.#store.update((view) => {
        const known = new Set(view.highlights.map((highlight) => highlight.id));
        const merged = [...view.highlights, ...loaded.filter((highlight) => !known.has(highlight.id))];
        return { ...view, highlights: merged.sort((a, b) => a.startedAt - b.startedAt) };
      });
    } catch {
      // A new session has none yet; the list fills as highlights are made.
    }
  }

  dispose(): void {
    this.#subscriptions.unsubscribe();
  }
}

export { IDLE_TRACKPAD };
