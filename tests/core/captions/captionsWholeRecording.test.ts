import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import type { FinishedRecording, RecorderState } from "@lectern/core/recording/application/Recorder";
import { recordingSession$ } from "@lectern/core/recording/application/RecordingSession";
import { WidgetSession, type WidgetUser } from "@lectern/core/recording/application/WidgetSession";
import { BehaviorSubject, Subject, Subscription, map } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { VirtualClock } from "../../support/VirtualClock";
import { aRecording } from "../../support/aRecording";
import { ChannelSocket } from "./ChannelSocket";
import { ManualSpeech } from "./ManualSpeech";

const ADA: WidgetUser = { id: "7", email: "ada@example.org", permissions: { liveCaptions: true } };
const IDLE: RecorderState = { phase: "idle", problem: null };

/** The widget session with real LiveCaptions over a speech double and a socket that keeps the whispers. */
const setUp = (user: WidgetUser = ADA) => {
  const recorderState$ = new BehaviorSubject<RecorderState>(IDLE);
  const user$ = new BehaviorSubject<WidgetUser | null>(user);
  const speech = new ManualSpeech();
  const socket = new ChannelSocket();
  const captions = new LiveCaptions(speech, socket, new VirtualClock(Date.UTC(2026, 10, 22, 10)));
  const queue = new FakeUploadQueue();
  queue.set({ ready: true });
  const widget = new WidgetSession({
    recorder: {
      state$: recorderState$.asObservable(),
      get state() {
        return recorderState$.value;
      },
      finished$: new Subject<FinishedRecording>(),
    },
    launcher: { reset: () => undefined },
    trackpad: {
      loadSettings: async () => undefined,
      session$: recordingSession$(recorderState$, user$.pipe(map((candidate) => candidate?.id ?? null))),
    },
    endedByServer: { watch: () => new Subscription() },
    geo: { follow: () => new Subscription(), state$: new BehaviorSubject({ notice: null }) },
    accounts: { load: async () => undefined, state$: new BehaviorSubject({ email: null, organisations: [] }) },
    captions,
    queue,
    platform: { variant: "web", os: "linux" },
    network$: new BehaviorSubject<NetworkStatus>("Online"),
    user$,
  });
  widget.start();
  const finals = () => socket.whispers.filter((whisper) => whisper.payload["is_final"] === true);
  return { widget, recorderState$, speech, socket, captions, finals };
};

describe("captions run for the whole recording when the user has them, panel open or not", () => {
  it("starts the recogniser with the recording and whispers final captions while the panel stays closed", () => {
    const { widget, recorderState$, speech, finals } = setUp();
    expect(speech.streaming).toBe(false);
    recorderState$.next(aRecording({ sessionId: "41" }));
    expect(widget.state.captionsOn).toBe(false);
    expect(speech.streaming).toBe(true);
    speech.hear("Good morning", true);
    expect(finals()).toEqual([
      { channel: "users-7.sessions-41", eventName: "captions_data", payload: { text: "Good morning", is_final: true } },
    ]);
  });

  it("keeps listening when the panel closes, and the panel only shows what was heard", () => {
    const { widget, recorderState$, speech, captions, finals } = setUp();
    recorderState$.next(aRecording({ sessionId: "41" }));
    widget.setCaptions(true);
    expect(widget.state).toMatchObject({ captionsOn: true, sidePanel: true });
    speech.hear("First sentence.", true);
    widget.setCaptions(false);
    expect(widget.state).toMatchObject({ captionsOn: false, sidePanel: false });
    speech.hear("Second sentence.", true);
    expect(speech.subscriptions).toBe(1);
    expect(finals().map((whisper) => whisper.payload["text"])).toEqual(["First sentence.", "Second sentence."]);
    // Opening the panel again shows everything, with no new recogniser.
    widget.setCaptions(true);
    expect(captions.state.finals).toEqual(["First sentence.", "Second sentence."]);
    expect(speech.subscriptions).toBe(1);
  });

  it("stops the recogniser when the recording ends", () => {
    const { recorderState$, speech } = setUp();
    recorderState$.next(aRecording({ sessionId: "41" }));
    recorderState$.next({ ...aRecording({ sessionId: "41" }), phase: "stopping" });
    expect(speech.streaming).toBe(false);
  });

  it("never starts for a user without captions", () => {
    const { widget, recorderState$, speech } = setUp({ ...ADA, permissions: { liveCaptions: false } });
    recorderState$.next(aRecording({ sessionId: "41" }));
    widget.setCaptions(true);
    expect(speech.subscriptions).toBe(0);
    expect(widget.state.captionsOn).toBe(false);
  });

  it("opening the panel starts captions again after they failed", () => {
    const { widget, recorderState$, speech, captions } = setUp();
    recorderState$.next(aRecording({ sessionId: "41" }));
    speech.fail(new Error("network"));
    expect(captions.state.status).toBe("failed");
    widget.setCaptions(true);
    expect(captions.state.status).toBe("listening");
    expect(speech.subscriptions).toBe(2);
  });
});
