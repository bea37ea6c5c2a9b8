import { DeviceList } from "@lectern/core/account/devices/application/DeviceList";
import { PhonePairing } from "@lectern/core/account/devices/application/PhonePairing";
import { MAX_MODEL_LENGTH } from "@lectern/core/account/devices/domain/Device";
import { DEVICE_TEXTS } from "@lectern/core/account/devices/domain/deviceTexts";
import { readPairingQr } from "@lectern/core/account/devices/domain/pairingQr";
import { phoneFromUserAgent } from "@lectern/core/account/devices/domain/phoneFromUserAgent";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

const device = (id: string, model: string, type = "android") => ({
  id,
  type: "devices",
  attributes: {
    type,
    model,
    reference: `LCT-000${id}-ABC`,
    device_token: "f".repeat(64),
    created_at: "2026-11-22T09:00:00.000Z",
    updated_at: "2026-11-22T09:00:00.000Z",
  },
});
const ADDRESS = "http://127.0.0.1:5174/devices/pair?code=0123456789abcdef01234567";
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" role="img" data-pairing-address="${ADDRESS}"><title>QR</title><path d="M0 0h1"/></svg>`;

describe("phoneFromUserAgent: what the pairing page tells of the phone", () => {
  it("reads the system and model of common phones", () => {
    const cases: [string, { type: string | null; model: string }][] = [
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
        { type: "android", model: "Pixel 8" },
      ],
      [
        "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36",
        { type: "android", model: "SM-S911B" },
      ],
      [
        "Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 Mobile Safari/534.30",
        { type: "android", model: "LG-L160L" },
      ],
      [
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/125.0.0.0 Mobile Safari/537.36",
        { type: "android", model: "Android phone" },
      ],
      [
        "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
        { type: "android", model: "Android phone" },
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
        { type: "ios", model: "iPhone" },
      ],
      [
        "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
        { type: "ios", model: "iPad" },
      ],
      [
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
        { type: null, model: "" },
      ],
    ];
    for (const [userAgent, expected] of cases) expect(phoneFromUserAgent(userAgent), userAgent).toEqual(expected);
  });

  it("never fails, and its model always fits the API's limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 300 }), (before, after) => {
        for (const userAgent of [before, `${before}(Linux; Android 12; ${after})`, `${before} iPhone ${after}`]) {
          const phone = phoneFromUserAgent(userAgent);
          expect(phone.model.length).toBeLessThanOrEqual(MAX_MODEL_LENGTH);
          if (phone.type !== null) expect(phone.model.trim()).not.toBe("");
        }
      }),
    );
  });
});

describe("readPairingQr: the QR code's SVG text", () => {
  it("reads the address from the root's data-pairing-address, unescaped, and only an http(s) one", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), (address) => {
        const escaped = address.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
        const qr = readPairingQr(`<svg xmlns="http://www.w3.org/2000/svg" data-pairing-address="${escaped}"></svg>`);
        expect(qr?.address).toBe(/\s/.test(address) ? null : address);
      }),
      { numRuns: 40 },
    );
    expect(readPairingQr('<svg data-pairing-address="javascript:alert(1)"></svg>')?.address).toBeNull();
    expect(readPairingQr("<svg></svg>")).toEqual({ svg: "<svg></svg>", address: null });
    expect(readPairingQr({ data: [] })).toBeNull();
    expect(readPairingQr("not an image")).toBeNull();
  });
});

describe("DeviceList", () => {
  const setUp = () => {
    const http = new ScriptedHttp()
      .on("GET", "devices", ok({ data: [device("2", "Pixel 8"), device("1", "iPhone", "ios")] }))
      .on("DELETE", "devices/2", { status: 204, headers: {}, body: null })
      .on("GET", "devices/qr", { status: 200, headers: { "content-type": "image/svg+xml" }, body: SVG });
    return { http, devices: new DeviceList(apiOver(http).api) };
  };

  it("lists, removes with an announcement, and asks for the QR code as an SVG", async () => {
    const { http, devices } = setUp();
    await devices.load();
    expect(devices.state.devices.map((item) => [item.id, item.model, item.type])).toEqual([
      ["2", "Pixel 8", "android"],
      ["1", "iPhone", "ios"],
    ]);
    expect(await devices.remove("2")).toBe(true);
    expect(devices.state.devices.map((item) => item.id)).toEqual(["1"]);
    expect(devices.state.announcement?.text).toBe(DEVICE_TEXTS.removed("Pixel 8"));
    await devices.showQr();
    expect(devices.state.qr).toEqual({ status: "ready", qr: { svg: SVG, address: ADDRESS } });
    const qrRequest = http.sent.find((request) => request.url === "devices/qr");
    expect(qrRequest?.headers["Accept"]).toBe("image/svg+xml");
    await devices.closeQr();
    expect(devices.state.qr).toEqual({ status: "closed" });
    expect(http.sent.filter((request) => request.url === "devices")).toHaveLength(2);
  });

  it("keeps a phone that could not be removed, with the reason in the error dialog", async () => {
    const { http, devices } = setUp();
    http.on("DELETE", "devices/1", {
      status: 404,
      headers: {},
      body: { errors: [{ title: "This device is not paired with your account." }] },
    });
    await devices.load();
    expect(await devices.remove("1")).toBe(false);
    expect(devices.state.devices).toHaveLength(2);
    expect(devices.state.problem?.message).toBe("This device is not paired with your account.");
  });

  it("says when the QR code cannot be made", async () => {
    const { http, devices } = setUp();
    http.on("GET", "devices/qr", { status: 200, headers: {}, body: { data: {} } });
    await devices.showQr();
    expect(devices.state.qr).toEqual({ status: "failed", error: DEVICE_TEXTS.qrFailed });
  });
});

describe("PhonePairing: the phone's page", () => {
  const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

  it("pairs with the detected phone and says so", async () => {
    const http = new ScriptedHttp().on("POST", "devices/pair", {
      status: 201,
      headers: {},
      body: { data: device("5", "Pixel 8") },
    });
    const pairing = new PhonePairing(new DeviceList(apiOver(http).api));
    pairing.open("abc123", PIXEL);
    expect(pairing.state).toMatchObject({ status: "ready", type: "android", model: "Pixel 8", asksPhone: false });
    await pairing.pair();
    expect(pairing.state.status).toBe("paired");
    expect(pairing.state.device?.model).toBe("Pixel 8");
    const sent = http.sent[0]?.body;
    expect(sent?.kind === "json" ? sent.value : null).toEqual({
      data: { type: "devices", attributes: { code: "abc123", type: "android", model: "Pixel 8" } },
    });
  });

  it("asks which phone it is when the browser does not say, and shows the server's 410", async () => {
    const http = new ScriptedHttp().on("POST", "devices/pair", {
      status: 410,
      headers: {},
      body: { errors: [{ title: "This pairing code has expired. Show a new QR code on your computer." }] },
    });
    const pairing = new PhonePairing(new DeviceList(apiOver(http).api));
    pairing.open("abc123", "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0");
    expect(pairing.state.asksPhone).toBe(true);
    await pairing.pair();
    expect(http.sent).toHaveLength(0);
    expect(pairing.state.errors).toEqual({ type: DEVICE_TEXTS.typeRequired, model: DEVICE_TEXTS.modelRequired });
    pairing.setType("ios");
    pairing.setModel("iPhone 15");
    await pairing.pair();
    expect(pairing.state).toMatchObject({
      status: "failed",
      problem: "This pairing code has expired. Show a new QR code on your computer.",
    });
  });

  it("has nothing to pair without a code", async () => {
    const pairing = new PhonePairing({ pair: () => Promise.reject(new Error("not called")) });
    pairing.open(null, PIXEL);
    expect(pairing.state.status).toBe("noCode");
    await pairing.pair();
    expect(pairing.state.status).toBe("noCode");
  });
});
