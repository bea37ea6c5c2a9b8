import { type Observable, Subscription } from "rxjs";
import { Store } from "../../kernel/Store";
import type { ClockPort } from "../../ports/ClockPort";
import type { SocketPort } from "../../ports/SocketPort";
import { SpeechFailure, type SpeechPort } from "../../ports/SpeechPort";
import type { CaptionMessage } from "../domain/CaptionMessage";
import { EMPTY_FEED, foldCaption } from "../domain/captionFeed";
import { sessionChannelName } from "../../recording/domain/sessionChannelName";
import { type CaptionsRole, PassiveListenerError } from "../domain/captionsChannel";
import { type CaptionsGate, captionsAllowed } from "../domain/captionsGate";
import { CAPTIONS_TEXTS } from "../domain/captionsTexts";
import { type CaptionsTheme, captionsThemeAt } from "../domain/captionsTheme";
import { CaptionsChannel } from "./CaptionsChannel";

export type LiveCaptionsStatus = "off" | "listening" | "unavailable" | "failed";
export type CaptionsPosition = "top" | "bottom";

export interface LiveCaptionsState {
  readonly status: LiveCaptionsStatus;
  /** Settled lines, oldest first. */
  readonly finals: readonly string[];
  /** Words still being recognised (shown grey). */
  readonly interim: string;
  /** Why captions are unavailable or failed; null otherwise. */
  readonly message: string | null;
  readonly theme: CaptionsTheme;
  readonly position: CaptionsPosition;
  /**
   * Whether this browser can caption live at all (issue 21): unavailable when it has no recogniser,
   * or once a run found it out of reach. Without it a recording gets no transcript as it records.
   */
  readonly recognizer: "available" | "unavailable";
}

/** The session captions run for and who the user is in it. */
export interface CaptionsContext {
  /** The server id of the user's session. */
  readonly sessionId: string;
  readonly userId: string;
  readonly role: CaptionsRole;
  /** A participant's session has a parent: the host's session, whose channel carries the captions. */
  readonly parentSessionId?: string;
  /**
   * The parent session's user (the host). The channel is keyed by the parent session and its user
   * (spec 2 §4.11); without it the listener's own id is used (the same account on another device).
   */
  readonly parentUserId?: string;
}

const messageOf = (error: unknown): { status: LiveCaptionsStatus; message: string } => {
  if (error instanceof SpeechFailure) {
    return { status: error.kind === "unavailable" ? "unavailable" : "failed", message: error.message };
  }
  return { status: "failed", message: CAPTIONS_TEXTS.failed };
};

/**
 * Live captions (spec 2 §2.5, §4.11). A host streams the microphone through SpeechPort, shows each
 * result and whispers it as `captions_data` on the session's private channel; a participant is a
 * passive listener on the parent session's channel. Captions start only when the caller's gate
 * says so (the session is started and the user has liveCaptions).
 */
export class LiveCaptions {
  readonly #store: Store<LiveCaptionsState>;
  readonly state$: Observable<LiveCaptionsState>;
  #running: Subscription | null = null;
  #channel: CaptionsChannel | null = null;
  /** Once the user picks a theme it stays for this page; until then the hour decides at each start. */
  #themeChosen = false;

  constructor(
    private readonly speech: SpeechPort,
    private readonly socket: SocketPort,
    private readonly clock: ClockPort,
  ) {
    this.#store = new Store<LiveCaptionsState>({
      status: "off",
      ...EMPTY_FEED,
      message: null,
      theme: captionsThemeAt(new Date(clock.now())),
      position: "bottom",
      recognizer: speech.availability(),
    });
    this.state$ = this.#store.state$;
  }

  get state(): LiveCaptionsState {
    return this.#store.value;
  }

  /** Starts captions for `context`; returns false (and does nothing) when the gate is closed. */
  start(context: CaptionsContext, gate: CaptionsGate): boolean {
    if (!captionsAllowed(gate)) return false;
    this.stop();
    const theme = this.#themeChosen ? this.state.theme : captionsThemeAt(new Date(this.clock.now()));
    this.#store.update((state) => ({ ...state, ...EMPTY_FEED, theme, status: "listening", message: null }));
    const running = new Subscription();
    this.#running = running;
    if (context.role === "host") this.#stream(context, running);
    else this.#listen(context, running);
    return true;
  }

  /** Stops streaming or listening and clears the captions. */
  stop(): void {
    this.#running?.unsubscribe();
    this.#running = null;
    this.#channel = null;
    if (this.state.status === "off" && this.state.finals.length === 0 && !this.state.interim) return;
    this.#store.update((state) => ({ ...state, ...EMPTY_FEED, status: "off", message: null }));
  }

  /**
   * Whispers a caption on the session's channel. Only the host's active connection sends: a passive
   * listener, or no connection at all, throws 'Cannot send data in passive Channel Listener mode' (spec 2 §5).
   */
  send(message: CaptionMessage): void {
    if (!this.#channel || this.#channel.mode === "passive") throw new PassiveListenerError();
    this.#channel.send(message);
  }

  setTheme(theme: CaptionsTheme): void {
    this.#themeChosen = true;
    this.#store.update((state) => ({ ...state, theme }));
  }

  setPosition(position: CaptionsPosition): void {
    this.#store.update((state) => ({ ...state, position }));
  }

  #stream(context: CaptionsContext, running: Subscription): void {
    if (this.speech.availability() === "unavailable") {
      this.#end(running, { status: "unavailable", message: CAPTIONS_TEXTS.unavailable });
      return;
    }
    const channel = new CaptionsChannel(this.socket, sessionChannelName(context.userId, context.sessionId), "active");
    this.#channel = channel;
    // Held while streaming so each whisper goes out on a subscribed channel, not one subscribed per message.
    running.add(channel.events$.subscribe({ error: () => undefined }));
    running.add(
      this.speech.listen().subscribe({
        next: (message) => {
          this.#fold(message);
          channel.send(message);
        },
        error: (error: unknown) => this.#end(running, messageOf(error)),
        complete: () => this.#end(running, { status: "failed", message: CAPTIONS_TEXTS.connectionEnded }),
      }),
    );
  }

  #listen(context: CaptionsContext, running: Subscription): void {
    const sessionId = context.parentSessionId ?? context.sessionId;
    const userId = context.parentUserId ?? context.userId;
    const channel = new CaptionsChannel(this.socket, sessionChannelName(userId, sessionId), "passive");
    this.#channel = channel;
    running.add(
      channel.captions$.subscribe({
        next: (message) => this.#fold(message),
        error: () => this.#end(running, { status: "failed", message: CAPTIONS_TEXTS.channelFailed }),
      }),
    );
  }

  #fold(message: CaptionMessage): void {
    this.#store.update((state) => ({ ...state, ...foldCaption(state, message) }));
  }

  /** Ends this run with a message, keeping the captions so far on screen. */
  #end(running: Subscription, outcome: { status: LiveCaptionsStatus; message: string }): void {
    if (this.#running !== running) return;
    running.unsubscribe();
    this.#running = null;
    this.#channel = null;
    this.#store.update((state) => ({
      ...state,
      status: outcome.status,
      message: outcome.message,
      // The recogniser's service out of reach (offline, a build without it) stays so for this page.
      recognizer: outcome.status === "unavailable" ? "unavailable" : state.recognizer,
    }));
  }
}
