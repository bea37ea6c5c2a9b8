// @vitest-environment jsdom
import { AppLifecycle, type SignedInServices } from "@lectern/core/app/application/AppLifecycle";
import type { SessionState } from "@lectern/core/auth/application/AuthSession";
import { Store } from "@lectern/core/kernel/Store";
import type { QueueEntryView } from "@lectern/core/queue/application/UploadQueueContract";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { UploadIndicator } from "../../../ui/src/features/shell/UploadIndicator";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

afterEach(cleanup);

const SIGNED_OUT: SessionState = {
  status: "anonymous",
  user: null,
  permissions: null,
  permissionsLoading: false,
  endedMessage: null,
  signedOutByUser: false,
};
const SIGNED_IN: SessionState = {
  ...SIGNED_OUT,
  status: "authenticated",
  user: { id: "7", email: "ada@example.org", firstName: "Ada", lastName: "", avatarUrl: null, referral: null },
};

const entry = (id: string, uploadedChunks: number, totalChunks: number): QueueEntryView => ({
  id,
  label: id,
  sessionId: null,
  startedAt: 0,
  status: "uploading",
  uploadedChunks,
  totalChunks,
  progress: uploadedChunks / totalChunks,
  isStuck: false,
  keptOnDevice: false,
});

/** The indicator over a real AppLifecycle whose session and queue the test drives. */
const renderIndicator = async () => {
  const session = new Store<SessionState>(SIGNED_OUT);
  const queue = new FakeUploadQueue();
  const services: SignedInServices = { queue };
  const lifecycle = new AppLifecycle(
    { state$: session.state$, token: "token-1", restore: async () => undefined },
    { start: () => undefined, stop: () => undefined },
    async () => services,
  );
  lifecycle.start();
  const container = new Container();
  container.bind(AppLifecycle).toConstantValue(lifecycle);
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter>
        <UploadIndicator />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  await act(async () => session.set(SIGNED_IN));
  return { session, queue };
};

const region = () => screen.queryByRole("region", { name: "Uploads" });
const announced = () => screen.getByRole("status").textContent;

describe("UploadIndicator (every page of the main layout)", () => {
  it("shows count, progress and the way to the queue while recordings are on the device", async () => {
    const { queue } = await renderIndicator();
    expect(region()).toBeNull();
    act(() => queue.set({ entries: [entry("a", 3, 10), entry("b", 0, 10)], isUploading: true }));
    expect(region()?.textContent).toContain("Uploading 2 recordings");
    expect(region()?.textContent).toContain("3 of 20 parts uploaded");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("15");
    expect(screen.getByRole("link", { name: "View upload queue" }).getAttribute("href")).toBe("/session/widget");
  });

  it("announces politely when uploads start, wait and finish, but not every part", async () => {
    const { queue } = await renderIndicator();
    act(() => queue.set({ entries: [entry("a", 1, 10)], isUploading: true }));
    expect(announced()).toBe("Uploading 1 recording");
    act(() => queue.set({ entries: [entry("a", 2, 10)], isUploading: true }));
    expect(announced()).toBe("Uploading 1 recording");
    act(() => queue.set({ entries: [entry("a", 2, 10)], isUploading: false }));
    expect(announced()).toBe("1 recording waiting to upload");
    act(() => queue.set({ entries: [], isUploading: false }));
    expect(announced()).toBe("All recordings uploaded successfully");
    expect(region()).toBeNull();
  });

  it("goes away at logout without saying the recordings were uploaded", async () => {
    const { session, queue } = await renderIndicator();
    act(() => queue.set({ entries: [entry("a", 1, 10)], isUploading: true }));
    act(() => session.set(SIGNED_OUT));
    expect(region()).toBeNull();
    expect(announced()).toBe("Uploading 1 recording");
    expect(queue.calls).toEqual(["start", "stop"]);
  });
});
