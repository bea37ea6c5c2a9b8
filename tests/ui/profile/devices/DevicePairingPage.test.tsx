// @vitest-environment jsdom
import { DEVICE_TEXTS as T } from "@lectern/core/account/devices/domain/deviceTexts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DevicePairingPage } from "../../../../ui/src/features/devices/DevicePairingPage";
import { ScriptedHttp } from "../../../support/ScriptedHttp";
import { installCssEscape } from "../../kit/jsdomCss";
import { renderAccountPage } from "../accountWorld";

installCssEscape();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const EXPIRED = "This pairing code has expired. Show a new QR code on your computer.";

const open = async (http: ScriptedHttp, path: string, userAgent = PIXEL) => {
  vi.stubGlobal("navigator", { ...navigator, userAgent });
  await renderAccountPage(http, <DevicePairingPage />, { path, signedIn: false });
};

describe("DevicePairingPage (/devices/pair, issue 14)", () => {
  it("says which phone is being paired, pairs it without a sign-in, and says it is done", async () => {
    const http = new ScriptedHttp().on("POST", "devices/pair", (request) => ({
      status: 201,
      headers: {},
      body: {
        data: {
          id: "3",
          type: "devices",
          attributes: {
            ...(request.body?.kind === "json"
              ? (request.body.value as { data: { attributes: Record<string, unknown> } }).data.attributes
              : {}),
            reference: "LCT-0003-ABC",
            created_at: "2026-11-22T09:00:00.000Z",
          },
        },
      },
    }));
    await open(http, "/devices/pair?code=c0de");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(T.pairTitle);
    expect(screen.getByText(T.pairingDevice)).toBeTruthy();
    expect(screen.getByText("Pixel 8 · Android")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: T.pairThisPhone }));
    await screen.findByRole("heading", { name: T.pairedTitle });
    expect(screen.getByText(T.pairedText)).toBeTruthy();
    const sent = http.sent.find((request) => request.url === "devices/pair");
    expect(sent?.headers["Authorization"]).toBeUndefined();
    expect(sent?.body?.kind === "json" ? sent.body.value : null).toEqual({
      data: { type: "devices", attributes: { code: "c0de", type: "android", model: "Pixel 8" } },
    });
  });

  it("asks which phone it is when the browser does not say, and shows the 410 text on failure", async () => {
    const http = new ScriptedHttp().on("POST", "devices/pair", {
      status: 410,
      headers: {},
      body: { errors: [{ status: "410", title: EXPIRED }] },
    });
    await open(http, "/devices/pair?code=old", "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0");
    expect(screen.getByText(T.unknownPhone)).toBeTruthy();
    fireEvent.click(screen.getByText(T.iPhone));
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(T.modelLabel) }), {
      target: { value: "iPhone 15" },
    });
    fireEvent.click(screen.getByRole("button", { name: T.pairThisPhone }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(EXPIRED));
  });

  it("explains a link without a code", async () => {
    await open(new ScriptedHttp(), "/devices/pair");
    expect(screen.getByRole("alert").textContent).toContain(T.noCode);
    expect(screen.queryByRole("button", { name: T.pairThisPhone })).toBeNull();
  });
});
