// @vitest-environment jsdom
import { ApiClient } from "@lectern/core/api/ApiClient";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { ClockPort } from "@lectern/core/ports/ClockPort";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueueToken";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { SessionEndedByServer } from "@lectern/core/recording/application/SessionEndedByServer";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { recordingSession$ } from "@lectern/core/recording/application/RecordingSession";
import { BillingPrompt } from "@lectern/core/billing/application/BillingPrompt";
import { SessionNoteList } from "@lectern/core/notes/application/SessionNoteList";
import { Launcher } from "@lectern/core/recording/application/Launcher";
import { WidgetSession } from "@lectern/core/recording/application/WidgetSession";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteAttachments } from "@lectern/core/notes/application/NoteAttachments";
import { LinkedNoteFiles } from "@lectern/adapters/http/LinkedNoteFiles";
import { NEVER, of } from "rxjs";
import { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { RecordingAccounts } from "@lectern/core/recording/application/RecordingAccounts";
import { SessionGeo } from "@lectern/core/recording/application/SessionGeo";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { WidgetPage } from "../../../ui/src/features/widget/WidgetPage";
import { DialogHost, ToastHost } from "../../../ui/src/kit";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualMedia } from "../../support/ManualMedia";
import { ManualProbe } from "../../support/ManualProbe";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const USER = {
  data: { id: 7, type: "users", attributes: { email: "ada@example.org", profile: { first_name: "Ada" } } },
};

/** A fresh container binding only what the page needs: the queue (a fake), the platform and a real session. */
const signedInWidget = async () => {
  const http = new ScriptedHttp()
    .on("GET", "v2/user", ok(USER))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: {} } }))
    .on("GET", "v2/auth/logout", ok({}));
  const keyValue = new InMemoryKeyValue();
  const api = new ApiClient(http, keyValue, new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const session = new AuthSession(api, keyValue, new RecordingSocket(), new NavigationRequests());
  await session.signIn("tok-1");
  const queue = new FakeUploadQueue();
  queue.set({ entries: [FakeUploadQueue.entry({ id: "a", label: "Algebra", isStuck: true })], stuckCount: 1 });
  const opened: string[] = [];
  const platform: PlatformPort = {
    variant: "web",
    os: "linux",
    openExternal: (url) => void opened.push(url),
    assign: () => {},
  };

  const container = new Container();
  container.bind(UploadQueue).toConstantValue(queue);
  container.bind(PlatformPort).toConstantValue(platform);
  container.bind(ClockPort).toConstantValue(new VirtualClock());
  container.bind(ScreenQualityPreference).toConstantValue(new ScreenQualityPreference(new InMemoryKeyValue()));
  const clock = new VirtualClock();
  const recorder = new Recorder(new ManualMedia(), queue, clock, { execute: async () => ({ kind: "local" }) });
  container.bind(Recorder).toConstantValue(recorder);
  container.bind(RecordingAccounts).toConstantValue(new RecordingAccounts(api));
  const noGeolocation = { locate: () => Promise.reject(new Error("none")) };
  container.bind(SessionGeo).toConstantValue(new SessionGeo(api, noGeolocation, recorder));
  container.bind(AuthSession).toConstantValue(session);
  // The logout warning reads the signed-in user's uploads from the application's lifecycle.
  container
    .bind(AppLifecycle)
    .toConstantValue(
      new AppLifecycle(session, { start: () => undefined, stop: () => undefined }, async () => ({ queue })),
    );
  container.bind(RedirectMemory).toConstantValue(new RedirectMemory(keyValue));
  const network = new NetworkMonitor(new ManualProbe(), clock);
  container.bind(NetworkMonitor).toConstantValue(network);
  const speech = { availability: () => "unavailable" as const, listen: () => NEVER };
  container.bind(LiveCaptions).toConstantValue(new LiveCaptions(speech, new RecordingSocket(), clock));
  const widgetSession$ = recordingSession$(recorder.state$, of("7"));
  const trackpad = new Trackpad(api, clock, new RecordingSocket(), network.status$, widgetSession$, recorder);
  container.bind(Trackpad).toConstantValue(trackpad);
  container
    .bind(SessionEndedByServer)
    .toConstantValue(new SessionEndedByServer(new RecordingSocket(), trackpad.session$, recorder));
  const noteList = new SessionNoteList(api);
  container
    .bind(SessionNotes)
    .toConstantValue(new SessionNotes(api, clock, network.status$, trackpad.session$, trackpad.completed$, noteList));
  // The page never opens a note's file here: links are enough.
  const viewer = new AttachmentViewer(clock, new LinkedNoteFiles("http://127.0.0.1/api/"));
  container
    .bind(NoteAttachments)
    .toConstantValue(new NoteAttachments(api, viewer, network.status$, trackpad.session$, noteList));
  container.bind(BillingPrompt).toConstantValue(new BillingPrompt(platform));
  const launcher = new Launcher(
    recorder,
    () => "720",
    () => [],
  );
  container.bind(Launcher).toConstantValue(launcher);
  const widget = new WidgetSession({
    recorder,
    launcher,
    trackpad,
    endedByServer: {
      watch: () => new SessionEndedByServer(new RecordingSocket(), trackpad.session$, recorder).watch(),
    },
    geo: container.get(SessionGeo),
    accounts: container.get(RecordingAccounts),
    captions: container.get(LiveCaptions),
    queue,
    platform,
    network$: network.status$,
    user$: of({ id: "7", email: "ada@example.org", permissions: {} }),
  });
  widget.start();
  container.bind(WidgetSession).toConstantValue(widget);

  const view = render(
    <ContainerContext.Provider value={container}>
      <ToastHost>
        <DialogHost>
          <MemoryRouter initialEntries={["/session/widget"]}>
            <Routes>
              <Route path="/session/widget" element={<WidgetPage />} />
              <Route path="/auth/login" element={<h1>Login</h1>} />
              <Route path="/billing/product" element={<h1>Plans</h1>} />
            </Routes>
          </MemoryRouter>
        </DialogHost>
      </ToastHost>
    </ContainerContext.Provider>,
  );
  return { queue, session, http, opened, ...view };
};

describe("widget page (spec 2 §2)", () => {
  it("shows the recorder above the live queue, starting no lifecycle itself", async () => {
    const { queue, unmount } = await signedInWidget();
    expect(screen.getByRole("heading", { level: 1, name: "Recording widget" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ready to record" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "What do you want to record?" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start recording" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Recording Upload Issue Detected" })).toBeTruthy();
    // The application runs the queue (AppLifecycle) and the widget session its services: not the page.
    expect(queue.calls).toEqual([]);
    unmount();
    expect(queue.calls).toEqual([]);
  });

  it("deleting non-uploaded materials empties the queue, logs out and opens the login page", async () => {
    const { queue, session, http } = await signedInWidget();
    fireEvent.click(screen.getByRole("button", { name: "View stored recordings" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete non-uploaded materials" }));
    const dialog = screen.getByRole("alertdialog", { name: "Clearing Data On Your Device" });
    fireEvent.change(within(dialog).getByRole("textbox"), {
      target: { value: "I want to delete non-uploaded materials" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete and log out" }));

    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(queue.calls).toEqual(["deleteAll"]);
    expect(http.sent.map((request) => request.url)).toContain("v2/auth/logout");
    expect(session.state.status).toBe("anonymous");
  });
});
