// @vitest-environment jsdom
import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { DemoVideo, type DemoViewer } from "@lectern/core/downloads/DemoVideo";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Container } from "inversify";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { BehaviorSubject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { ContainerContext } from "../../../ui/src/composition/ContainerContext";
import { DownloadsPage } from "../../../ui/src/features/downloads/DownloadsPage";
import {
  DESKTOP_PLATFORMS,
  DOWNLOADS_RELEASE_PAGE,
  DOWNLOADS_TEXTS as TEXTS,
} from "../../../ui/src/features/downloads/downloadsTexts";
import { apiOver } from "../../adapters/contract/contractSubject";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { installCssEscape } from "../kit/jsdomCss";

installCssEscape();
afterEach(cleanup);

const DEMO_SESSIONS = {
  data: [
    {
      id: "7",
      type: "sessions",
      attributes: { name: "Supply and demand", type: "combined", status: 30, demo: true },
      relationships: { streams: { data: [{ id: "3", type: "streams" }] } },
    },
  ],
  included: [
    { id: "3", type: "streams", attributes: { type: "combined", status: 30, convert_progress: 100, is_primary: true } },
  ],
  meta: { pagination: { page: 1, total_records: 1 } },
};

/** Where the page's address is, for the `play=1` assertions. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const renderAt = (address: string, viewer: DemoViewer, http = new ScriptedHttp()) => {
  const container = new Container();
  const keyValue = new InMemoryKeyValue();
  container.bind(RedirectMemory).toConstantValue(new RedirectMemory(keyValue));
  container.bind(DemoVideo).toConstantValue(new DemoVideo(apiOver(http).api, new BehaviorSubject(viewer)));
  render(
    <ContainerContext.Provider value={container}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/downloads" element={<DownloadsPage />} />
          <Route path="/auth/login" element={<h1>Log in</h1>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
  return { keyValue, http };
};

const address = () => screen.getByTestId("address").textContent;

describe("DownloadsPage (/downloads, spec 3 §2)", () => {
  it("offers the desktop app per platform and the mobile apps, all pointing to the release page", () => {
    renderAt("/downloads", { status: "anonymous", userId: null });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(TEXTS.heading);
    expect(document.title).toBe("Download App - Lectern");
    const desktop = screen.getByRole("group", { name: TEXTS.platformsLabel });
    for (const platform of DESKTOP_PLATFORMS) {
      const link = within(desktop).getByRole("link", { name: TEXTS.downloadFor(platform.name) });
      expect(link.getAttribute("href")?.startsWith(DOWNLOADS_RELEASE_PAGE)).toBe(true);
      expect(link.getAttribute("target")).toBe("_blank");
    }
    const stores = screen.getByRole("group", { name: TEXTS.storesLabel });
    expect(
      within(stores)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Download on the App Store", "Get it on Google Play"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("play=1 opens the video dialog; a visitor is offered sign-in, never a player; Escape closes and drops play=1", async () => {
    const { keyValue } = renderAt("/downloads?play=1", { status: "anonymous", userId: null });
    const dialog = await screen.findByRole("dialog", { name: TEXTS.videoTitle });
    expect(within(dialog).getByRole("heading", { name: TEXTS.videoSignedOutTitle })).toBeTruthy();
    expect(dialog.querySelector("video, audio")).toBeNull();

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(address()).toBe("/downloads");

    fireEvent.click(screen.getByRole("button", { name: TEXTS.watchDemo }));
    const reopened = await screen.findByRole("dialog", { name: TEXTS.videoTitle });
    expect(address()).toBe("/downloads?play=1");
    fireEvent.click(within(reopened).getByRole("button", { name: TEXTS.signIn }));
    await screen.findByRole("heading", { name: "Log in" });
    // After sign-in the visitor comes back to the video.
    expect(keyValue.get("redirect_to")).toBe("/downloads?play=1");
  });

  it("the button adds play=1 and plays the signed-in user's demo lecture", async () => {
    const http = new ScriptedHttp()
      .on("GET", "sessions", ok(DEMO_SESSIONS))
      .on("GET", "streams/3/temporary/cdn", ok({ data: { attributes: { url: "blob:demo-lecture" } } }));
    renderAt("/downloads?hideHeader=true", { status: "authenticated", userId: "42" }, http);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.watchDemo }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.videoTitle });
    expect(address()).toBe("/downloads?hideHeader=true&play=1");
    const player = await within(dialog).findByLabelText(TEXTS.videoOf("Supply and demand"));
    expect(player.tagName).toBe("VIDEO");
    expect(player.getAttribute("src")).toBe("blob:demo-lecture");

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(address()).toBe("/downloads?hideHeader=true");
  });

  it("a signed-in account without a converted demo lecture gets a designed message", async () => {
    const http = new ScriptedHttp().on(
      "GET",
      "sessions",
      ok({ data: [], meta: { pagination: { page: 1, total_records: 0 } } }),
    );
    renderAt("/downloads?play=1", { status: "authenticated", userId: "42" }, http);
    const dialog = await screen.findByRole("dialog", { name: TEXTS.videoTitle });
    await within(dialog).findByRole("heading", { name: TEXTS.videoUnavailableTitle });
    expect(within(dialog).getByRole("link", { name: TEXTS.goToRecordings }).getAttribute("href")).toBe("/records");
    expect(dialog.querySelector("video, audio")).toBeNull();
  });
});
