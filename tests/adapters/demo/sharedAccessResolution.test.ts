import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import type { DemoUser } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type AccessNeed, requireAccess, resolveAccess } from "@lectern/adapters/demo/model/sharedAccess";
import { SHARING_TEXTS } from "@lectern/adapters/demo/model/sharingTexts";
import { DemoHttpError } from "@lectern/adapters/demo/routing/DemoHttpError";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { endedSession, shareRow } from "./support/demoRows";

const user = (id: string, email: string) => ({ id, email }) as DemoUser;
const OWNER = user("1", "owner@example.com");
const READER = user("2", "reader@example.com");
const EDITOR = user("3", "editor@example.com");
const STRANGER = user("4", "stranger@example.com");

let db: DemoDatabase;

beforeAll(async () => {
  const seed = await createDemoSeed(0);
  db = await DemoDatabase.open(
    new MemoryDemoPersistence({
      ...seed,
      recordingSessions: [endedSession("10", OWNER.id), { ...endedSession("11", OWNER.id), parentId: "10" }],
      pois: [
        { id: "5", sessionId: "10", type: "poi", name: null, startedAt: 100, endedAt: 200, createdAt: 0, tagIds: [] },
      ],
      shares: [
        shareRow("10", {
          persons: [
            { email: READER.email, readonly: true, downloadable: false },
            { email: EDITOR.email, readonly: false, downloadable: true },
          ],
        }),
        shareRow("11", { linkEnabled: true }),
      ],
      sharedPois: [{ sessionId: "11", parentId: "10", poiId: "5" }],
    }),
    () => createDemoSeed(0),
  );
});

const context = (viewer: DemoUser | null, sharedId?: string) => ({
  db,
  user: viewer,
  request: { headers: (sharedId ? { "x-shared-id": sharedId } : {}) as Readonly<Record<string, string>> },
});

/** The status requireAccess fails with, or 200. */
const statusOf = (
  viewer: DemoUser | null,
  sessionId: string,
  need: AccessNeed,
  sharedId?: string,
  scope?: "stream",
) => {
  try {
    requireAccess(context(viewer, sharedId), sessionId, need, scope ? { scope } : {});
    return 200;
  } catch (error) {
    if (error instanceof DemoHttpError) return error.status;
    throw error;
  }
};

describe("requireAccess (rules 10 and 11 of the sharing contract)", () => {
  const needs = fc.constantFrom<AccessNeed>("read", "download", "notes", "own");
  const sharedIds = fc.constantFrom(undefined, "10", "11", "99");

  it("lets the owner do everything, header or not", () => {
    fc.assert(
      fc.property(needs, sharedIds, (need, sharedId) => {
        expect(statusOf(OWNER, "10", need, sharedId)).toBe(200);
      }),
    );
  });

  it("hides the record (404) from everyone else without the header naming it", () => {
    fc.assert(
      fc.property(
        needs,
        fc.constantFrom(READER, EDITOR, STRANGER, null),
        fc.constantFrom(undefined, "99"),
        (need, viewer, sharedId) => {
          expect(statusOf(viewer, "10", need, sharedId)).toBe(404);
        },
      ),
    );
  });

  it("answers a listed person per their role: reader reads, editor also writes notes, nobody else writes", () => {
    const table: Record<string, Record<AccessNeed, number>> = {
      reader: { read: 200, download: 403, notes: 403, own: 403 },
      editor: { read: 200, download: 200, notes: 200, own: 403 },
      stranger: { read: 404, download: 404, notes: 404, own: 404 },
    };
    for (const [name, viewer] of [
      ["reader", READER],
      ["editor", EDITOR],
      ["stranger", STRANGER],
    ] as const) {
      for (const need of ["read", "download", "notes", "own"] as const) {
        expect(statusOf(viewer, "10", need, "10"), `${name} ${need}`).toBe(table[name]![need]);
      }
    }
    expect(resolveAccess(context(EDITOR, "10"), "10", "session")?.role).toBe("editor");
  });

  it("opens a shared-poi link's parent for its streams only", () => {
    expect(statusOf(null, "10", "read", "11", "stream")).toBe(200);
    expect(statusOf(null, "10", "read", "11")).toBe(404);
    expect(statusOf(null, "10", "download", "11", "stream")).toBe(403);
    expect(statusOf(STRANGER, "11", "notes", "11")).toBe(403);
  });

  it("refuses with the contract's texts", () => {
    expect(() => requireAccess(context(READER, "10"), "10", "own")).toThrow(SHARING_TEXTS.changeForbidden);
    expect(() => requireAccess(context(READER, "10"), "10", "download")).toThrow(SHARING_TEXTS.downloadForbidden);
  });
});
