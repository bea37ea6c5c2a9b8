import type { CaptionsContext, LiveCaptionsState } from "@lectern/core/captions/application/LiveCaptions";
import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import type { FinishedRecording, RecorderState } from "@lectern/core/recording/application/Recorder";
import type { RecordingAccountsState } from "@lectern/core/recording/application/RecordingAccounts";
import { recordingSession$ } from "@lectern/core/recording/application/RecordingSession";
import { WidgetSession, type WidgetUser } from "@lectern/core/recording/application/WidgetSession";
import { BehaviorSubject, Subject, Subscription, map } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { aRecording } from "../../support/aRecording";

const ADA: WidgetUser = { id: "7", email: "ada@example.org", permissions: { liveCaptions: true } };
const IDLE: RecorderState = { phase: "idle", problem: null };

/** The widget session over doubles of each part it runs, recording what it asked of them. */
const setUp = (variant: "web" | "desktop" = "desktop") => {
  const recorderState$ = new BehaviorSubject<RecorderState>(IDLE);
  const recorder = {
    state$: recorderState$.asObservable(),
    get state() {
      return recorderState$.value;
    },
    finished$: new Subject<FinishedRecording>(),
  };
  const user$ = new BehaviorSubject<WidgetUser | null>(ADA);
  const calls: string[] = [];
  const watching = new Subscription();
  const following = new Subscription();
  const accountsState$ = new BehaviorSubject<RecordingAccountsState>({ email: null, organisations: [] });
  const captionsState$ = new BehaviorSubject<Pick<LiveCaptionsState, "status">>({ status: "off" });
  const sizes: string[] = [];
  const queue = new FakeUploadQueue();
  queue.set({ ready: true });
  const widget = new WidgetSession({
    recorder,
    launcher: { reset: () => void calls.push("launcher.reset") },
    trackpad: {
      loadSettings: async () => void calls.push("trackpad.loadSettings"),
      session$: recordingSession$(recorderState$, user$.pipe(map((user) => user?.id ?? null))),
    },
    endedByServer: { watch: () => watching },
    geo: { follow: () => following, state$: new BehaviorSubject({ notice: null }) },
    accounts: {
      load: async (email: string, platform: string) => {
        calls.push(`accounts.load:${email}:${platform}`);
        accountsState$.next({ email, organisations: [{ id: "5", name: "Uni" }] });
      },
      state$: accountsState$,
    },
    captions: {
      start: (context: CaptionsContext) => {
        calls.push(`captions.start:${context.sessionId}`);
        captionsState$.next({ status: "listening" });
        return true;
      },
      stop: () => {
        calls.push("captions.stop");
        captionsState$.next({ status: "off" });
      },
      state$: captionsState$ as never,
    },
    queue,
    platform: { variant, os: "linux", resizeWindow: (width, height) => void sizes.push(`${width}x${height}`) },
    network$: new BehaviorSubject<NetworkStatus>("Online"),
    user$,
  });
  widget.start();
  return { widget, recorderState$, recorder, user$, calls, watching, following, sizes, queue };
};

describe("WidgetSession: the widget's lifecycles outside React", () => {
  it("loads the trackpad settings and organisations once per signed-in user, and stops every watch on stop", () => {
    const { widget, user$, calls, watching, following } = setUp();
    widget.start();
    expect(calls).toEqual(["trackpad.loadSettings", "accounts.load:ada@example.org:desktop"]);
    expect(widget.state.organisations).toEqual([{ id: "5", name: "Uni" }]);
    user$.next(null);
    expect(widget.state.organisations).toEqual([]);
    user$.next({ ...ADA, id: "8", email: "sam@example.org" });
    expect(calls.slice(2)).toEqual(["trackpad.loadSettings", "accounts.load:sam@example.org:desktop"]);
    widget.stop();
    expect(watching.closed).toBe(true);
    expect(following.closed).toBe(true);
  });

  it("shows the side panel only while recording, sizing the desktop window with it (spec 2 §4.3)", () => {
    const { widget, recorderState$, sizes } = setUp();
    expect(sizes).toEqual(["300x900"]);
    widget.setNotesOpen(true);
    expect(widget.state.sidePanel).toBe(false);
    recorderState$.next(aRecording({ sessionId: "41" }));
    widget.setNotesOpen(true);
    expect(widget.state.sidePanel).toBe(true);
    expect(sizes.at(-1)).toBe("840x900");
    recorderState$.next({ ...aRecording({ sessionId: "41" }), phase: "stopping" });
    expect(widget.state.sidePanel).toBe(false);
    expect(sizes.at(-1)).toBe("300x900");
  });

  it("starts captions with the recording's access and stops them when the recording ends", () => {
    const { widget, recorderState$, calls } = setUp();
    widget.setCaptions(true);
    expect(calls).not.toContain("captions.start:41");
    recorderState$.next(aRecording({ sessionId: "41" }));
    widget.setCaptions(true);
    expect(calls).toContain("captions.start:41");
    expect(widget.state).toMatchObject({ captionsOn: true, sidePanel: true });
    recorderState$.next({ ...aRecording({ sessionId: "41" }), phase: "stopping" });
    expect(calls.at(-1)).toBe("captions.stop");
    expect(widget.state.captionsOn).toBe(false);
  });

  it("keeps the complete screen until a new recording is asked for, and says only what is true of its upload", () => {
    const { widget, recorderState$, recorder, queue, calls } = setUp();
    recorderState$.next(aRecording({ itemId: "item-1" }));
    queue.set({ entries: [FakeUploadQueue.entry({ id: "item-1", uploadedChunks: 2, totalChunks: 3 })] });
    expect(widget.state).toMatchObject({ sessionItemId: "item-1", downloadable: true });
    recorderState$.next(IDLE);
    const finished = { itemId: "item-1", name: "Seminar", durationMs: 3_000, mode: "mic" as const };
    recorder.finished$.next(finished);
    expect(widget.state).toMatchObject({ finished, finishedUpload: "uploading", downloadable: true });
    queue.set({ entries: [] });
    expect(widget.state).toMatchObject({ finishedUpload: "uploaded", downloadable: false });
    widget.dismissFinished();
    expect(widget.state.finished).toBeNull();
    expect(calls).toContain("launcher.reset");
    // The last recording stays what the top bar's download refers to.
    expect(widget.state.sessionItemId).toBe("item-1");
  });

  it("counts the recording's upload as uploaded of saved, never backwards while it records", () => {
    const { widget, recorderState$, queue } = setUp();
    recorderState$.next(aRecording({ itemId: "item-1", committedSlices: 2 }));
    queue.set({ entries: [FakeUploadQueue.entry({ id: "item-1", uploadedChunks: 1, totalChunks: 2 })] });
    expect(widget.upload.progress).toEqual({ uploaded: 1, saved: 2 });
    recorderState$.next(aRecording({ itemId: "item-1", committedSlices: 5 }));
    queue.set({ entries: [FakeUploadQueue.entry({ id: "item-1", uploadedChunks: 0, totalChunks: 5 })] });
    expect(widget.upload.progress).toEqual({ uploaded: 1, saved: 5 });
    // Queued but not sending this moment (the queue waits for the recording): still not "safe to close".
    queue.set({ isUploading: false });
    expect(widget.upload.uploading).toBe(true);
    queue.set({ entries: [] });
    expect(widget.upload.uploading).toBe(false);
  });
});
