import { ARCHIVED_ACCOUNT_TEXT } from "@lectern/adapters/demo/model/accountArchive";
import { DEFAULT_APP_ORIGIN, PAIRING_LIFETIME_MS, PAIRING_TEXTS } from "@lectern/adapters/demo/model/devicePairing";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { ArchiveAccount } from "@lectern/core/account/archive/application/ArchiveAccount";
import { ARCHIVE_TEXTS } from "@lectern/core/account/archive/domain/archiveTexts";
import { DeviceList, SVG_TYPE } from "@lectern/core/account/devices/application/DeviceList";
import { readPairingQr } from "@lectern/core/account/devices/domain/pairingQr";
import { UserSettingsEditor } from "@lectern/core/account/settings/application/UserSettingsEditor";
import { SETTINGS_TEXTS } from "@lectern/core/account/settings/domain/settingsTexts";
import type { UserSettings } from "@lectern/core/account/settings/domain/userSettings";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { beforeEach, describe, expect, it } from "vitest";
import type { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { UploadDriver } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];
const PASSWORD = "Other#2026pass";

/** One backend under the account contract (issue 14): settings, devices, archive. */
export interface AccountSubject {
  readonly api: ApiClient;
  readonly keyValue: InMemoryKeyValue;
  /** Seed data, clock rewound. */
  reset(): Promise<void>;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
}

/** The status a call ended with (2xx or the ApiError's), the error's title and its pointer. */
const outcome = async (
  call: Promise<WireResponse>,
): Promise<{ status: number; title: string | null; pointer: string | null }> => {
  try {
    const response = await call;
    return { status: response.status, title: null, pointer: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const body = error.meta?.body as { errors?: { source?: { pointer?: string } }[] } | undefined;
    return { status: error.status, title: error.title, pointer: body?.errors?.[0]?.source?.pointer ?? null };
  }
};

const pairBody = (code: unknown, type: unknown = "android", model: unknown = "Pixel 8") => ({
  data: { type: "devices", attributes: { code, type, model } },
});

/**
 * The account calls of issue 14 against the wire contract: GET/POST v2/user/settings, GET devices,
 * GET devices/qr (an SVG whose QR address carries a one-use, ten-minute code), POST devices/pair
 * (no sign-in), DELETE devices/{id}, DELETE v2/user/archive and the refused sign-in after it. Run
 * unchanged in-process and over HTTP, through core's services where the app uses them.
 */
export const describeAccountContract = (suiteName: string, makeSubject: () => Promise<AccountSubject>): void => {
  describe(suiteName, () => {
    let subject: AccountSubject;
    let driver: UploadDriver;

    /** Sends as `token` (null: signed out), restoring the token the api had. */
    const as = async (token: string | null, request: ApiRequest): Promise<WireResponse> => {
      const mine = subject.keyValue.get(TOKEN_KEY);
      if (token === null) subject.keyValue.remove(TOKEN_KEY);
      else subject.keyValue.set(TOKEN_KEY, token);
      try {
        return await subject.api.send(request);
      } finally {
        if (mine === null) subject.keyValue.remove(TOKEN_KEY);
        else subject.keyValue.set(TOKEN_KEY, mine);
      }
    };
    const newUser = async (name: string) => {
      const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
      return { email, token: await driver.signUp(email, PASSWORD) };
    };
    const qrOf = async (token: string, headers: Record<string, string> = {}) => {
      const response = await as(token, {
        method: "GET",
        path: "devices/qr",
        headers: { Accept: SVG_TYPE, ...headers },
      });
      const qr = readPairingQr(response.body);
      if (!qr?.address) throw new Error("the QR code carries no pairing address");
      return { response, qr, address: qr.address, code: new URL(qr.address).searchParams.get("code") ?? "" };
    };
    const pair = (code: unknown, type?: unknown, model?: unknown) =>
      as(null, { method: "POST", path: "devices/pair", body: pairBody(code, type, model) });

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      driver = new UploadDriver(subject.api, subject.keyValue);
    });

    describe("settings: GET/POST v2/user/settings", () => {
      it("answers the defaults until saved, and core reads them as the page shows them", async () => {
        await driver.signIn(SEED.email, SEED.password);
        const editor = new UserSettingsEditor(subject.api);
        await editor.load();
        expect(editor.state.status).toBe("ready");
        expect(editor.state.saved).toEqual({
          backtrackSeconds: 30,
          flagBeforeSeconds: 5,
          flagAfterSeconds: 5,
          autoHighlights: true,
          widgetType: "advanced",
          showHighlightNotes: true,
          uiAdjustments: false,
        } satisfies UserSettings);
      });

      it("saves only what changed, answers the merged settings, and keeps each user's own", async () => {
        const other = await newUser("other");
        await driver.signIn(SEED.email, SEED.password);
        const saved: UserSettings[] = [];
        const editor = new UserSettingsEditor(subject.api, (settings) => saved.push(settings));
        await editor.load();
        editor.edit("backtrackSeconds", "7");
        editor.edit("flagAfterSeconds", "12");
        editor.edit("widgetType", "lite");
        editor.edit("uiAdjustments", true);
        editor.edit("autoHighlights", false);
        await editor.save();
        expect(editor.state.announcement?.text).toBe(SETTINGS_TEXTS.saved);
        expect(editor.state.dirty).toBe(false);
        const expected: UserSettings = {
          backtrackSeconds: 7,
          flagBeforeSeconds: 5,
          flagAfterSeconds: 12,
          autoHighlights: false,
          widgetType: "lite",
          showHighlightNotes: true,
          uiAdjustments: true,
        };
        expect(saved.at(-1)).toEqual(expected);
        const again = new UserSettingsEditor(subject.api);
        await again.load();
        expect(again.state.saved).toEqual(expected);
        // The other account still has the defaults.
        const theirs = await as(other.token, { method: "GET", path: "v2/user/settings" });
        expect((theirs.body as { data: { attributes: { backtrack: unknown } } }).data.attributes.backtrack).toEqual({
          backward: 30,
        });
      });

      it("refuses seconds outside 1–600 with a 422 under the field, and nothing is saved", async () => {
        const token = await driver.signIn(SEED.email, SEED.password);
        const refused = await outcome(
          as(token, {
            method: "POST",
            path: "v2/user/settings",
            body: { data: { type: "user_settings", attributes: { backtrack: { backward: 0 }, ui_adjustments: true } } },
          }),
        );
        expect(refused).toMatchObject({ status: 422, pointer: "/data/attributes/backtrack/backward" });
        const editor = new UserSettingsEditor(subject.api);
        await editor.load();
        expect(editor.state.saved).toMatchObject({ backtrackSeconds: 30, uiAdjustments: false });
        // The poi window's pointer reaches core's form field too.
        const poi = await outcome(
          as(token, {
            method: "POST",
            path: "v2/user/settings",
            body: { data: { type: "user_settings", attributes: { poi: { forward: 601 } } } },
          }),
        );
        expect(poi).toMatchObject({ status: 422, pointer: "/data/attributes/poi/forward" });
      });

      it("needs a sign-in", async () => {
        expect(await outcome(as(null, { method: "GET", path: "v2/user/settings" }))).toMatchObject({ status: 401 });
        expect(
          await outcome(
            as(null, { method: "POST", path: "v2/user/settings", body: { data: { attributes: { poi: {} } } } }),
          ),
        ).toMatchObject({ status: 401 });
      });
    });

    describe("devices: list, QR, pair, remove", () => {
      it("draws a QR code as an SVG whose root carries the pairing address on the caller's origin", async () => {
        const { token } = await newUser("qr");
        // A page of this machine: a server in a demo or test mode refuses other origins (issue 19).
        const fromOrigin = await qrOf(token, { Origin: "http://localhost:4173" });
        expect(fromOrigin.response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(fromOrigin.qr.svg).toMatch(/^<svg[^>]*data-pairing-address="[^"]+"[^>]*><title>[^<]+<\/title>/);
        expect(fromOrigin.address).toMatch(/^http:\/\/localhost:4173\/devices\/pair\?code=[A-Za-z0-9_-]{16,}$/);
        const fromReferer = await qrOf(token, { Referer: "http://127.0.0.1:5174/profile/personal" });
        expect(fromReferer.address.startsWith("http://127.0.0.1:5174/devices/pair?code=")).toBe(true);
        expect(fromReferer.code).not.toBe(fromOrigin.code);
        const plain = await qrOf(token);
        expect(plain.address.startsWith(`${DEFAULT_APP_ORIGIN}/devices/pair?code=`)).toBe(true);
      });

      it("pairs a phone by its code without a sign-in, once; the owner's list shows it through core", async () => {
        const { token } = await newUser("pair");
        driver.useToken(token);
        const devices = new DeviceList(subject.api);
        await devices.load();
        expect(devices.state).toMatchObject({ status: "ready", devices: [] });
        await devices.showQr();
        const qr = devices.state.qr;
        if (qr.status !== "ready" || !qr.qr.address) throw new Error(`no QR: ${JSON.stringify(qr)}`);
        const code = new URL(qr.qr.address).searchParams.get("code") ?? "";

        const paired = await pair(code, "android", "  Pixel 8 ");
        expect(paired.status).toBe(201);
        const device = (paired.body as { data: { id: string; type: string; attributes: Record<string, unknown> } })
          .data;
        expect(device.type).toBe("devices");
        expect(device.attributes).toMatchObject({ type: "android", model: "Pixel 8" });
        expect(device.attributes["reference"]).toMatch(/^\S{4,24}$/);
        expect(device.attributes["device_token"]).toMatch(/^[0-9a-f]{32,}$/);
        expect(Date.parse(String(device.attributes["created_at"]))).not.toBeNaN();

        expect(await outcome(pair(code))).toEqual({ status: 410, title: PAIRING_TEXTS.expired, pointer: null });
        await devices.closeQr();
        expect(devices.state.qr.status).toBe("closed");
        expect(devices.state.devices).toEqual([
          expect.objectContaining({ id: device.id, type: "android", model: "Pixel 8" }),
        ]);
      });

      it("lets a code expire after ten minutes on the demo clock, and refuses unknown codes", async () => {
        const { token } = await newUser("expiry");
        const first = await qrOf(token);
        subject.advance(PAIRING_LIFETIME_MS - 1_000);
        expect((await pair(first.code, "ios", "iPhone")).status).toBe(201);
        const second = await qrOf(token);
        subject.advance(PAIRING_LIFETIME_MS);
        expect(await outcome(pair(second.code, "ios", "iPhone"))).toMatchObject({
          status: 410,
          title: PAIRING_TEXTS.expired,
        });
        expect(await outcome(pair("not-a-code-0123456789"))).toMatchObject({ status: 410 });
      });

      it("checks the phone's type and model before spending the code", async () => {
        const { token } = await newUser("rules");
        const { code } = await qrOf(token);
        expect(await outcome(pair(code, "windows"))).toMatchObject({
          status: 422,
          pointer: "/data/attributes/type",
        });
        expect(await outcome(pair(code, "ios", "   "))).toMatchObject({
          status: 422,
          pointer: "/data/attributes/model",
        });
        expect(await outcome(pair(""))).toMatchObject({ status: 422, pointer: "/data/attributes/code" });
        expect((await pair(code, "ios", "iPhone")).status).toBe(201);
      });

      it("removes the owner's phone; another user's phone is a 404 and stays", async () => {
        const owner = await newUser("owner");
        const stranger = await newUser("stranger");
        const { code } = await qrOf(owner.token);
        const id = (
          (await pair(code, "ios", "iPhone")).body as {
            data: { id: string };
          }
        ).data.id;
        expect(await outcome(as(stranger.token, { method: "DELETE", path: `devices/${id}` }))).toMatchObject({
          status: 404,
        });
        const theirList = await as(stranger.token, { method: "GET", path: "devices" });
        expect((theirList.body as { data: unknown[] }).data).toEqual([]);

        driver.useToken(owner.token);
        const devices = new DeviceList(subject.api);
        await devices.load();
        expect(devices.state.devices.map((device) => device.id)).toEqual([id]);
        expect(await devices.remove(id)).toBe(true);
        expect(devices.state.devices).toEqual([]);
        expect(devices.state.announcement?.text).toBe("iPhone was removed.");
        const list = await as(owner.token, { method: "GET", path: "devices" });
        expect((list.body as { data: unknown[] }).data).toEqual([]);
        expect(await outcome(as(owner.token, { method: "DELETE", path: `devices/${id}` }))).toMatchObject({
          status: 404,
        });
      });

      it("needs a sign-in for the list, the QR code and removal", async () => {
        for (const request of [
          { method: "GET", path: "devices" },
          { method: "GET", path: "devices/qr", headers: { Accept: SVG_TYPE } },
          { method: "DELETE", path: "devices/1" },
        ] as const) {
          expect(await outcome(as(null, request))).toMatchObject({ status: 401 });
        }
      });
    });

    describe("archive: DELETE v2/user/archive", () => {
      it("archives the account, ends its sessions, and refuses its sign-in with the contract's message", async () => {
        const archived = await newUser("leaving");
        const bystander = await newUser("staying");
        driver.useToken(archived.token);
        const endings: string[] = [];
        const archive = new ArchiveAccount(subject.api, {
          email: () => archived.email,
          signOut: (message) => endings.push(message),
        });
        expect(await archive.execute("delete")).toBe(false);
        expect(await archive.execute("DELETE")).toBe(true);
        expect(endings).toEqual([ARCHIVE_TEXTS.signedOut]);

        expect(await outcome(as(archived.token, { method: "GET", path: "v2/user" }))).toMatchObject({ status: 401 });
        expect(
          await outcome(
            as(null, {
              method: "POST",
              path: "v2/auth/login",
              body: { data: { attributes: { email: archived.email, password: PASSWORD } } },
            }),
          ),
        ).toMatchObject({ status: 401, title: ARCHIVED_ACCOUNT_TEXT });
        // A wrong password still gets the ordinary answer: the message is for the account's owner.
        const wrong = await as(null, {
          method: "POST",
          path: "v2/auth/login",
          body: { data: { attributes: { email: archived.email, password: "Wrong#2026pass" } } },
        });
        expect((wrong.body as { data: { attributes: { error?: boolean } } }).data.attributes.error).toBe(true);
        // Others sign in as before.
        expect((await as(bystander.token, { method: "GET", path: "v2/user" })).status).toBe(200);
        expect(await driver.signIn(SEED.email, SEED.password)).toMatch(/\S/);
      });

      it("answers an acknowledge, and needs a sign-in", async () => {
        const { token } = await newUser("ack");
        const reply = await as(token, { method: "DELETE", path: "v2/user/archive" });
        expect(reply.body).toMatchObject({ data: { type: "acknowledges", attributes: { acknowledge: true } } });
        expect(await outcome(as(null, { method: "DELETE", path: "v2/user/archive" }))).toMatchObject({ status: 401 });
      });
    });
  });
};
