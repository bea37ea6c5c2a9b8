import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { ARCHIVED_ACCOUNT_TEXT, refuseArchived } from "@lectern/adapters/demo/model/accountArchive";
import {
  DEFAULT_APP_ORIGIN,
  PAIRING_LIFETIME_MS,
  appOriginOf,
  createPairing,
  pairingAddress,
  takePairing,
} from "@lectern/adapters/demo/model/devicePairing";
import { deviceModelProblem, deviceTypeProblem } from "@lectern/adapters/demo/model/devices";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { DemoHttpError } from "@lectern/adapters/demo/routing/DemoHttpError";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const openDatabase = async () => {
  let now = Date.UTC(2026, 10, 22, 9);
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: () => now,
    publisher: { publish: async () => undefined },
  });
  return { db: backend.router.database, advance: (ms: number) => (now += ms), now: () => now };
};

describe("device pairing rules (demo backend)", () => {
  it("takes the app origin from Origin, else Referer, else the default, ignoring anything not http(s)", () => {
    const origin = fc.webUrl().map((url) => new URL(url).origin);
    fc.assert(
      fc.property(origin, origin, (first, second) => {
        expect(appOriginOf({ origin: first, referer: `${second}/profile` })).toBe(first);
        expect(appOriginOf({ referer: `${second}/profile/personal?x=1` })).toBe(second);
        expect(appOriginOf({ origin: "null", referer: `${second}/a` })).toBe(second);
      }),
      { numRuns: 40 },
    );
    expect(appOriginOf({})).toBe(DEFAULT_APP_ORIGIN);
    expect(appOriginOf({ origin: "javascript:alert(1)" }, "http://app.test")).toBe("http://app.test");
    expect(pairingAddress("http://a.test", "c0de")).toBe("http://a.test/devices/pair?code=c0de");
  });

  it("gives long url-safe codes that work once, until ten minutes have passed", async () => {
    const { db, advance, now } = await openDatabase();
    const codes = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const pairing = createPairing(db, "1", now());
      expect(pairing.code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      codes.add(pairing.code);
    }
    expect(codes.size).toBe(20);
    const used = createPairing(db, "1", now());
    expect(takePairing(db, used.code, now()).userId).toBe("1");
    expect(() => takePairing(db, used.code, now())).toThrow(DemoHttpError);
    const late = createPairing(db, "1", now());
    advance(PAIRING_LIFETIME_MS);
    expect(() => takePairing(db, late.code, now())).toThrow("This pairing code has expired.");
    // Spent and expired codes are dropped the next time a code is made.
    createPairing(db, "1", now());
    expect(db.data.devicePairings.some((pairing) => pairing.code === used.code || pairing.code === late.code)).toBe(
      false,
    );
  });

  it("takes ios and android phones with a model of 1–128 characters", () => {
    expect(deviceTypeProblem("ios")).toBeNull();
    expect(deviceTypeProblem("android")).toBeNull();
    fc.assert(
      fc.property(fc.string(), (type) => {
        if (type !== "ios" && type !== "android") expect(deviceTypeProblem(type)).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (model) => {
        const valid = model.trim().length >= 1 && model.trim().length <= 128;
        expect(deviceModelProblem(model) === null).toBe(valid);
      }),
    );
  });

  it("refuses an archived account's sign-in with 401 and the contract's message", () => {
    expect(() => refuseArchived({ archivedAt: null })).not.toThrow();
    expect(() => refuseArchived(null)).not.toThrow();
    try {
      refuseArchived({ archivedAt: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DemoHttpError);
      expect((error as DemoHttpError).status).toBe(401);
      expect((error as DemoHttpError).message).toBe(ARCHIVED_ACCOUNT_TEXT);
    }
  });
});
