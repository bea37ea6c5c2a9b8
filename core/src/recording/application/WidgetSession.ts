import { type Observable, Subscription, combineLatest, distinctUntilChanged, startWith } from "rxjs";
import type { CaptionsAccess } from "../../captions/application/captionsAccess";
import { captionsAccessOf } from "../../captions/application/captionsAccess";
import type { LiveCaptions, LiveCaptionsStatus } from "../../captions/application/LiveCaptions";
import { Store } from "../../kernel/Store";
import type { NetworkStatus } from "../../network/domain/networkStatus";
import type { Permissions } from "../../permissions/domain/Permissions";
import type { PlatformPort } from "../../ports/PlatformPort";
import type { UploadQueueState } from "../../queue/application/UploadQueueContract";
import { organisationsFor } from "../domain/launcherRules";
import { type UploadProgress, nextUploadProgress } from "../domain/recordingHealth";
import { widgetWindowSize } from "../domain/widgetWindowSize";
import type { Launcher } from "./Launcher";
import type { FinishedRecording, Recorder, RecorderState } from "./Recorder";
import type { RecordingAccounts, RecordingOrganisation } from "./RecordingAccounts";
import type { RecordingSession } from "./RecordingSession";
import { SessionFollower } from "./SessionFollower";
import type { SessionEndedByServer } from "./SessionEndedByServer";
import type { SessionGeo } from "./SessionGeo";

/** The signed-in user as the widget needs them. */
export interface WidgetUser {
  readonly id: string;
  readonly email: string;
  readonly permissions: Permissions | null;
}

/** Where the finished recording is: still on this device and uploading, uploaded, or not known yet. */
export type FinishedUpload = "checking" | "uploading" | "uploaded";

export interface WidgetSessionState {
  /** Spec 2 §2.3, §2.4: the notes panel is open (it shows while recording). */
  readonly notesOpen: boolean;
  /** How captions can start for the recording in progress; null when they are not offered. */
  readonly captionsAccess: CaptionsAccess | null;
  /**
   * The captions panel is open. Only the panel: for a user with captions enabled the recogniser runs
   * for the whole recording either way, so the transcript holds everything that was said.
   */
  readonly captionsOn: boolean;
  /** Spec 2 §4.3: a side panel (notes, captions) shows beside the recorder. */
  readonly sidePanel: boolean;
  /** The organisations a recording can go to besides the user's own account. */
  readonly organisations: readonly RecordingOrganisation[];
  /** The recording running now, or else the last one: what both download buttons offer. */
  readonly sessionItemId: string | null;
  /** Its copy is still on this device (both download buttons agree on it). */
  readonly downloadable: boolean;
  /** Spec 2 §2.3: the complete screen's recording, until the person starts a new one. */
  readonly finished: FinishedRecording | null;
  readonly finishedUpload: FinishedUpload;
  /** 'no geolocation service' while recording when locating failed (spec 2 §8), else null. */
  readonly geoNotice: string | null;
}

/** The recording's upload as its health readout shows it; changes many times a second, so kept apart. */
export interface WidgetUploadState {
  /** Parts uploaded of parts saved for the recording in progress: a count that only grows. */
  readonly progress: UploadProgress | null;
  /**
   * Recordings on this device are still waiting to upload: the queue then says 'Do not close the app
   * whilst your recordings are uploading', so the health readout never says "safe to close" beside it.
   */
  readonly uploading: boolean;
}

const INITIAL: WidgetSessionState = {
  notesOpen: false,
  captionsAccess: null,
  captionsOn: false,
  sidePanel: false,
  organisations: [],
  sessionItemId: null,
  downloadable: false,
  finished: null,
  finishedUpload: "checking",
  geoNotice: null,
};

export interface WidgetSessionParts {
  readonly recorder: Pick<Recorder, "state$" | "state" | "finished$">;
  readonly launcher: Pick<Launcher, "reset">;
  readonly trackpad: { loadSettings(): Promise<void>; readonly session$: Observable<RecordingSession | null> };
  readonly endedByServer: Pick<SessionEndedByServer, "watch">;
  readonly geo: Pick<SessionGeo, "follow" | "state$">;
  readonly accounts: Pick<RecordingAccounts, "load" | "state$">;
  readonly captions: Pick<LiveCaptions, "start" | "stop" | "state$">;
  readonly queue: { readonly state$: Observable<UploadQueueState> };
  readonly platform: Pick<PlatformPort, "variant" | "os" | "resizeWindow">;
  readonly network$: Observable<NetworkStatus>;
  /** The signed-in user, null when signed out. */
  readonly user$: Observable<WidgetUser | null>;
}

const liveItemOf = (state: RecorderState): string | null =>
  state.phase === "recording" || state.phase === "stopping" ? state.itemId : null;

/**
 * The widget session (spec 2 §2): owns the lifecycles of the widget for the signed-in user — the
 * trackpad's settings, the organisations, the "ended by the server" watch, the session's location,
 * live captions and the desktop window's size — and the page's own state (side panel, complete
 * screen, download, upload progress). `start` runs them until `stop`, following sign-in and sign-out;
 * React only reads `state$` and calls the commands.
 */
export class WidgetSession {
  readonly #store = new Store<WidgetSessionState>(INITIAL);
  readonly state$ = this.#store.state$;
  readonly #upload = new Store<WidgetUploadState>({ progress: null, uploading: false });
  /** Only the health readout follows this: the page does not re-render with every part uploaded. */
  readonly upload$ = this.#upload.state$;
  #running: Subscription | null = null;
  /** The recording that was dismissed from the complete screen. */
  #dismissed: FinishedRecording | null = null;
  #captionsStatus: LiveCaptionsStatus = "off";

  constructor(private readonly parts: WidgetSessionParts) {}

  get state(): WidgetSessionState {
    return this.#store.value;
  }

  get upload(): WidgetUploadState {
    return this.#upload.value;
  }

  /** Starts every lifecycle of the widget; idempotent. */
  start(): void {
    if (this.#running) return;
    const running = new Subscription();
    this.#running = running;
    const { recorder, trackpad, endedByServer, geo, accounts, captions, queue, platform, user$ } = this.parts;

    // Per signed-in user: the trackpad's settings and the organisations load once; signing out ends them.
    running.add(
      user$.pipe(distinctUntilChanged((a, b) => a?.id === b?.id && a?.email === b?.email)).subscribe((user) => {
        if (!user) return;
        void trackpad.loadSettings();
        void accounts.load(user.email, platform.variant);
      }),
    );
    running.add(endedByServer.watch());
    running.add(captions.state$.subscribe((view) => (this.#captionsStatus = view.status)));
    running.add(geo.follow());
    running.add(
      combineLatest([accounts.state$, user$]).subscribe(([accountsState, user]) =>
        this.#set({ organisations: organisationsFor(accountsState, user?.email ?? null) }),
      ),
    );
    running.add(geo.state$.subscribe((geoState) => this.#set({ geoNotice: geoState.notice })));

    // The recording session: a new one (or none) closes the panels; captions follow their access.
    const follower = new SessionFollower();
    running.add(
      follower.follow(trackpad.session$, this.parts.network$, {
        enter: () => this.#set({ notesOpen: false, captionsOn: false }),
        relock: () => undefined,
      }),
    );
    // Captions run for the whole recording when the user has them (spec 2 §2.5): they start with the
    // recording's access, whether or not the panel is open, and stop when the access goes.
    running.add(
      combineLatest([recorder.state$, user$]).subscribe(([recording, user]) => {
        const access = captionsAccessOf(recording, user?.id ?? null, user?.permissions ?? null);
        const before = this.state.captionsAccess;
        if (sameCaptionsAccess(before, access)) return;
        if (access === null) {
          captions.stop();
          this.#set({ captionsAccess: null, captionsOn: false });
          return;
        }
        this.#set({ captionsAccess: access });
        captions.start(access.context, access.gate);
      }),
    );

    // The complete screen and the download: the recording running now, else the last finished one.
    running.add(
      combineLatest([recorder.state$, recorder.finished$.pipe(startWith(null)), queue.state$]).subscribe(
        ([recording, finished, queueState]) => this.#onRecording(recording, finished, queueState),
      ),
    );

    // Spec 2 §4.3: the desktop window grows to 840 × 900 with a side panel and shrinks back without.
    running.add(
      this.#store
        .select((state) => state.sidePanel)
        .subscribe((panel) => {
          const size = widgetWindowSize(panel, platform.os);
          platform.resizeWindow?.(size.width, size.height);
        }),
    );
  }

  /** Stops every lifecycle (sign-out of the app, the end of a test). */
  stop(): void {
    this.#running?.unsubscribe();
    this.#running = null;
    this.parts.captions.stop();
    this.#set({ captionsAccess: null, captionsOn: false });
  }

  setNotesOpen(open: boolean): void {
    this.#set({ notesOpen: open });
  }

  /**
   * The Live Captions toggle opens or closes the panel. Captions keep running with it closed; opening
   * it starts them again if they stopped (they failed, or the service was unavailable then).
   */
  setCaptions(on: boolean): void {
    const access = this.state.captionsAccess;
    if (on && !access) return;
    if (on && access && this.#captionsStatus !== "listening") this.parts.captions.start(access.context, access.gate);
    this.#set({ captionsOn: on });
  }

  /** 'New recording' on the complete screen: back to an empty launcher. */
  dismissFinished(): void {
    this.#dismissed = this.state.finished;
    this.parts.launcher.reset();
    this.#set({ finished: null });
  }

  #onRecording(recording: RecorderState, finished: FinishedRecording | null, queueState: UploadQueueState): void {
    const live = liveItemOf(recording);
    const shown = recording.phase === "idle" && finished && finished !== this.#dismissed ? finished : null;
    const sessionItemId = live ?? finished?.itemId ?? null;
    const entry =
      sessionItemId === null ? null : queueState.entries.find((candidate) => candidate.id === sessionItemId);
    const progress =
      recording.phase === "recording" || recording.phase === "stopping"
        ? nextUploadProgress(this.state.sessionItemId === live ? this.upload.progress : null, {
            uploaded: entry?.uploadedChunks ?? 0,
            saved: Math.max(recording.committedSlices, entry?.totalChunks ?? 0),
          })
        : null;
    const finishedUpload: FinishedUpload = !queueState.ready ? "checking" : entry ? "uploading" : "uploaded";
    this.#set({
      sessionItemId,
      downloadable: entry !== undefined && entry !== null,
      finished: shown,
      finishedUpload,
    });
    const upload = this.upload;
    // The queue's own rule for its warning: anything still queued, uploading this moment or not.
    const uploading = queueState.entries.length > 0;
    if (!sameUpload(upload.progress, progress) || upload.uploading !== uploading) {
      this.#upload.set({ progress: sameUpload(upload.progress, progress) ? upload.progress : progress, uploading });
    }
  }

  #set(change: Partial<WidgetSessionState>): void {
    const state = this.state;
    const next = { ...state, ...change };
    const live = this.parts.recorder.state.phase === "recording";
    // Spec 2 §2.3, §4.1, §4.3: notes and captions toggle separately; the side panel shows while either
    // is open, and closes when the recording finishes.
    next.sidePanel = live && (next.notesOpen || next.captionsOn);
    // The queue and the recorder report many times a second: the page re-renders only on a change.
    const changed = (Object.keys(next) as (keyof WidgetSessionState)[]).some((key) => next[key] !== state[key]);
    if (changed) this.#store.set(next);
  }
}

const sameCaptionsAccess = (a: CaptionsAccess | null, b: CaptionsAccess | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.context.sessionId === b.context.sessionId &&
    a.context.userId === b.context.userId &&
    a.context.role === b.context.role &&
    a.context.parentSessionId === b.context.parentSessionId &&
    a.context.parentUserId === b.context.parentUserId &&
    a.gate.sessionStarted === b.gate.sessionStarted &&
    a.gate.liveCaptions === b.gate.liveCaptions);

const sameUpload = (a: UploadProgress | null, b: UploadProgress | null): boolean =>
  a === b || (a !== null && b !== null && a.uploaded === b.uploaded && a.saved === b.saved);
