// @vitest-environment jsdom
import { DEVICE_TEXTS as T } from "@lectern/core/account/devices/domain/deviceTexts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DevicesSection } from "../../../../ui/src/features/profile/devices/DevicesSection";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { installCssEscape } from "../../kit/jsdomCss";
import { renderAccountPage } from "../accountWorld";

installCssEscape();
afterEach(cleanup);

const ADDRESS = "http://127.0.0.1:5174/devices/pair?code=0123456789abcdef01234567";
const SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" role="img" data-pairing-address="${ADDRESS}" onload="alert(1)">` +
  `<title>QR code to pair your phone with Lectern</title><script>alert(2)</script>` +
  `<path fill="#ffffff" d="M0 0h37v37H0z"/><path stroke="#000000" d="M4 4.5h7"/>` +
  `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`;

const device = (id: string, model: string, type = "android") => ({
  id,
  type: "devices",
  attributes: {
    type,
    model,
    reference: `LCT-000${id}-A1B`,
    device_token: "f".repeat(64),
    created_at: "2026-11-22T09:00:00.000Z",
    updated_at: "2026-11-22T09:00:00.000Z",
  },
});

const setUp = async (initial: ReturnType<typeof device>[]) => {
  let stored = [...initial];
  const http = new ScriptedHttp()
    .on("GET", "devices", () => ok({ data: stored }))
    .on("GET", "devices/qr", { status: 200, headers: { "content-type": "image/svg+xml" }, body: SVG });
  for (const item of initial) {
    http.on("DELETE", `devices/${item.id}`, () => {
      stored = stored.filter((candidate) => candidate.id !== item.id);
      return { status: 204, headers: {}, body: null };
    });
  }
  await renderAccountPage(http, <DevicesSection />, { path: "/profile/personal" });
  return {
    http,
    pairPhone: (model: string) => {
      stored = [device("9", model), ...stored];
    },
  };
};

describe("DevicesSection (issue 14)", () => {
  it("shows the designed empty state with 'Pair a phone'", async () => {
    await setUp([]);
    await screen.findByRole("heading", { name: T.emptyTitle });
    expect(screen.getByRole("button", { name: T.pairPhone })).toBeTruthy();
  });

  it("lists each phone with its system, paired date and reference, and removes one after confirming", async () => {
    await setUp([device("2", "Pixel 8"), device("1", "iPhone", "ios")]);
    const list = await screen.findByRole("list", { name: T.heading });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Pixel 8Android · Paired November 22 2026 · Reference LCT-0002-A1B"),
      expect.stringContaining("iPhoneiPhone · Paired November 22 2026"),
    ]);
    fireEvent.click(screen.getByRole("button", { name: T.remove("Pixel 8") }));
    const confirm = await screen.findByRole("alertdialog", { name: T.removeTitle("Pixel 8") });
    fireEvent.click(within(confirm).getByRole("button", { name: T.removeConfirm }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByText(T.removed("Pixel 8"))).toBeTruthy();
  });

  it("shows the QR code cleaned of anything but the drawing, its address as a link, and 'Done' refreshes", async () => {
    const { pairPhone } = await setUp([]);
    fireEvent.click(await screen.findByRole("button", { name: T.pairPhone }));
    const dialog = await screen.findByRole("dialog", { name: T.qrTitle });
    const image = await within(dialog).findByRole("img", { name: "QR code to pair your phone with Lectern" });
    expect(image.getAttribute("data-pairing-address")).toBe(ADDRESS);
    expect(image.getAttribute("onload")).toBeNull();
    expect(image.querySelector("script, foreignObject")).toBeNull();
    expect(image.querySelectorAll("path")).toHaveLength(2);
    expect(within(dialog).getByRole("link", { name: ADDRESS }).getAttribute("href")).toBe(ADDRESS);
    pairPhone("Pixel 8");
    fireEvent.click(within(dialog).getByRole("button", { name: T.done }));
    await screen.findByRole("list", { name: T.heading });
    expect(screen.getByText("Pixel 8")).toBeTruthy();
  });

  it("says when the list cannot be loaded, with Try again", async () => {
    const http = new ScriptedHttp();
    await renderAccountPage(http, <DevicesSection />, { path: "/profile/personal" });
    await screen.findByText(T.loadFailed);
    http.on("GET", "devices", ok({ data: [] }));
    fireEvent.click(screen.getByRole("button", { name: T.tryAgain }));
    await screen.findByRole("heading", { name: T.emptyTitle });
  });
});
