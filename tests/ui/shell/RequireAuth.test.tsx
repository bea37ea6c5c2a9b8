// @vitest-environment jsdom
import { ApiClient } from "@lectern/core/api/ApiClient";
import { AppLifecycle } from "@lectern/core/app/application/AppLifecycle";
import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { RequireAuth } from "../../../ui/src/features/shell/RequireAuth";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";

afterEach(cleanup);

const USER = {
  data: { id: 7, type: "users", attributes: { email: "ada@example.org", profile: { first_name: "Ada" } } },
};

/** A signed-in session whose signed-in services fail to load the first time. */
const setUp = async () => {
  const http = new ScriptedHttp()
    .on("GET", "v2/user", ok(USER))
    .on("GET", "v2/user/permissions", ok({ data: { attributes: {} } }));
  const keyValue = new InMemoryKeyValue();
  const network = new NetworkMonitor(new ManualProbe(), new VirtualClock());
  const session = new AuthSession(
    new ApiClient(http, keyValue, network),
    keyValue,
    new RecordingSocket(),
    new NavigationRequests(),
  );
  const queue = new FakeUploadQueue();
  let loads = 0;
  const lifecycle = new AppLifecycle(session, network, async () => {
    loads += 1;
    if (loads === 1) throw new Error("the chunk did not arrive");
    return { queue };
  });
  lifecycle.start();
  const container = new Container();
  container.bind(AuthSession).toConstantValue(session);
  container.bind(AppLifecycle).toConstantValue(lifecycle);
  container.bind(RedirectMemory).toConstantValue(new RedirectMemory(keyValue));
  await act(async () => void (await session.signIn("tok-1")));
  return { container, queue };
};

const renderAt = (container: Container, signedInServices: boolean) =>
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter initialEntries={["/page"]}>
        <Routes>
          <Route
            path="/page"
            element={
              <RequireAuth signedInServices={signedInServices}>
                <p>The page</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );

describe("RequireAuth and the signed-in services", () => {
  it("a page that needs them says when they could not be loaded, and Try again loads them", async () => {
    const { container, queue } = await setUp();
    renderAt(container, true);
    expect(screen.getByRole("alert").textContent).toContain("This page could not be loaded");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(screen.getByText("The page")).toBeTruthy();
    expect(queue.calls).toEqual(["start"]);
  });

  it("a page that does not need them opens as soon as the session is known", async () => {
    const { container } = await setUp();
    renderAt(container, false);
    expect(screen.getByText("The page")).toBeTruthy();
  });
});
