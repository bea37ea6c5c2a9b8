// @vitest-environment jsdom
import { MediaPort } from "@lectern/core/ports/MediaPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import type {
  FinishedRecording,
  RecorderState,
  RecordingStartOptions,
} from "@lectern/core/recording/application/Recorder";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { Launcher } from "@lectern/core/recording/application/Launcher";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter } from "react-router-dom";
import { BehaviorSubject, Subject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { RecorderCard } from "../../../ui/src/features/widget/RecorderCard";
import { DialogHost, ToastHost } from "../../../ui/src/kit";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualMedia } from "../../support/ManualMedia";
import { installCssEscape } from "../kit/jsdomCss";
import { aRecording } from "../../support/aRecording";

installCssEscape();
afterEach(cleanup);

const ORGANISATIONS = [
  { id: "northbridge", name: "Northbridge University" },
  { id: "northbridge-business", name: "Northbridge Business School" },
];

/** Records what the card asks of the recorder; its state is whatever the test sets. */
class ScriptedRecorder {
  readonly states = new BehaviorSubject<RecorderState>({ phase: "idle", problem: null });
  readonly state$ = this.states.asObservable();
  readonly finished$ = new Subject<FinishedRecording>();
  readonly starts: { mode: string; options: RecordingStartOptions }[] = [];
  stops = 0;
  get state() {
    return this.states.value;
  }
  async start(mode: "mic" | "screen" = "mic", _quality?: unknown, options: RecordingStartOptions = {}) {
    this.starts.push({ mode, options });
  }
  async stop() {
    this.stops += 1;
    return true;
  }
}

const renderCard = (props: { organisations?: typeof ORGANISATIONS; simple?: boolean } = {}) => {
  const container = new Container();
  container.bind(MediaPort).toConstantValue(new ManualMedia());
  const opened: string[] = [];
  const platform: PlatformPort = {
    variant: "web",
    os: "linux",
    openExternal: (url) => opened.push(url),
    assign: () => {},
  };
  container.bind(PlatformPort).toConstantValue(platform);
  const recorder = new ScriptedRecorder();
  const organisations = props.organisations ?? [];
  const launcher = new Launcher(
    recorder,
    () => "720",
    () => organisations,
  );
  render(
    <ContainerContext.Provider value={container}>
      <ToastHost>
        <DialogHost>
          <MemoryRouter>
            <RecorderCard
              recorder={recorder}
              launcher={launcher}
              screenQuality={new ScreenQualityPreference(new InMemoryKeyValue())}
              organisations={organisations}
              finished={null}
              renderLive={(_state, confirmStop) => (
                <button type="button" onClick={confirmStop}>
                  Stop recording
                </button>
              )}
              renderFinished={() => null}
              simple={props.simple ?? false}
            />
          </MemoryRouter>
        </DialogHost>
      </ToastHost>
    </ContainerContext.Provider>,
  );
  return { recorder, opened };
};

const recording = (role: "host" | "participant", description: string | null): RecorderState =>
  aRecording({ sessionId: "12", parentSessionId: role === "participant" ? "3" : null, description });

describe("recorder card launcher (spec 2 §2.2, §4.12, §5, §6)", () => {
  it("without organisations starts at once in the user's own account", async () => {
    const { recorder } = renderCard();
    fireEvent.click(screen.getByRole("radio", { name: /^Audio only/ }));
    expect(screen.getByText(/fully darkened/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start recording" }));
    await Promise.resolve();
    expect(recorder.starts).toEqual([{ mode: "mic", options: { cameraId: null, organizationId: null } }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with organisations asks where the recording goes, with the consent notice, and sends the chosen one", async () => {
    const { recorder } = renderCard({ organisations: ORGANISATIONS });
    fireEvent.click(screen.getByRole("radio", { name: /^Audio only/ }));
    fireEvent.click(screen.getByRole("button", { name: "Start recording" }));
    const dialog = await screen.findByRole("dialog", { name: "Where should this recording go?" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(3);
    expect(within(dialog).getByText(/shared with that organisation/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: /^Northbridge Business School/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Start" }));
    await Promise.resolve();
    expect(recorder.starts).toEqual([
      { mode: "mic", options: { cameraId: null, organizationId: "northbridge-business" } },
    ]);
  });

  it("lite and basic users get the simpler start screen", () => {
    renderCard({ simple: true });
    expect(screen.getByRole("heading", { name: "Ready to record" })).toBeTruthy();
    expect(screen.queryByText(/Every moment is saved on this device/)).toBeNull();
  });

  it("offers a reused session's meeting link once, and a participant's stop does nothing", async () => {
    const { recorder, opened } = renderCard();
    recorder.states.next(recording("participant", '<p><a href="https://zoom.us/j/42">Zoom</a></p>'));
    const prompt = await screen.findByRole("dialog", { name: "Join the meeting?" });
    fireEvent.click(within(prompt).getByRole("button", { name: "Open meeting" }));
    expect(opened).toEqual(["https://zoom.us/j/42"]);
    fireEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(recorder.stops).toBe(0);
  });

  it("asks before a host's stop, with Keep recording as the default (focused) answer", async () => {
    const { recorder } = renderCard();
    recorder.states.next(recording("host", null));
    fireEvent.click(await screen.findByRole("button", { name: "Stop recording" }));
    const confirm = await screen.findByRole("alertdialog");
    // react-aria moves focus into the dialog once it is mounted: wait for that, not a fixed time.
    const keep = within(confirm).getByRole("button", { name: "Keep recording" });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(within(confirm).getByRole("button", { name: "Keep recording" }));
    expect(recorder.stops).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Stop" }));
    expect(recorder.stops).toBe(1);
  });
});
