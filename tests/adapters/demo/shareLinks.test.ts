import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import type { DemoUser } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { withLinkTokensResolved } from "@lectern/adapters/demo/model/linkTokenParams";
import { newLinkToken, sessionOfLinkKey } from "@lectern/adapters/demo/model/shareLinks";
import type { DemoRequest } from "@lectern/adapters/demo/routing/DemoRequest";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endedSession, shareRow } from "./support/demoRows";

const OWNER = { id: "1", email: "owner@example.com" } as DemoUser;
const STRANGER = { id: "4", email: "stranger@example.com" } as DemoUser;

/** Sessions 1..count, every one shared by link: those in `legacy` as before tokens, the rest with one. */
const databaseOf = async (count: number, legacy: ReadonlySet<number>) => {
  const seed = await createDemoSeed(0);
  const ids = Array.from({ length: count }, (_, index) => String(index + 1));
  const shares = ids.map((id) =>
    shareRow(id, { linkEnabled: true, ...(legacy.has(Number(id)) ? {} : { linkToken: newLinkToken() }) }),
  );
  const db = await DemoDatabase.open(
    new MemoryDemoPersistence({ ...seed, recordingSessions: ids.map((id) => endedSession(id, OWNER.id)), shares }),
    () => createDemoSeed(0),
  );
  return { db, shares };
};

describe("share link tokens (issue 20)", () => {
  it("are 128 random bits: 32 hex characters, never repeated, every hex digit about equally often", () => {
    const tokens = Array.from({ length: 4000 }, () => newLinkToken());
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 128,000 hex digits: each of the 16 expected 8,000 times; a CSPRNG stays within a few percent.
    const counts = new Map<string, number>();
    for (const digit of tokens.join("")) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(Math.abs(count - 8000)).toBeLessThan(600);
  });

  it("a sequential id opens nothing new: a stranger or a visitor reaches no tokened share by counting", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 12 })),
        async (count, old) => {
          const legacy = new Set(old.filter((id) => id <= count));
          const { db, shares } = await databaseOf(count, legacy);
          for (const row of shares) {
            const byId = legacy.has(Number(row.sessionId)) ? row.sessionId : null;
            // Old links (made before tokens) keep working by id; the rest only by their token.
            expect(sessionOfLinkKey(db, row.sessionId, STRANGER)).toBe(byId);
            expect(sessionOfLinkKey(db, row.sessionId, null)).toBe(byId);
            if (row.linkToken) expect(sessionOfLinkKey(db, row.linkToken, null)).toBe(row.sessionId);
            // The owner reaches their own by id.
            expect(sessionOfLinkKey(db, row.sessionId, OWNER)).toBe(row.sessionId);
          }
          expect(sessionOfLinkKey(db, String(count + 1), STRANGER)).toBeNull();
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a token in a path stands for its record and becomes the request's X-SHARED-ID", async () => {
    const { db, shares } = await databaseOf(2, new Set());
    const token = shares[1]!.linkToken!;
    const request = { headers: {} } as DemoRequest;
    const resolved = withLinkTokensResolved(db, request, { id: token });
    expect(resolved.params).toEqual({ id: "2" });
    expect(resolved.request.headers["x-shared-id"]).toBe(token);
    // A header the caller sent is kept; a path without a token is left as it is.
    const named = withLinkTokensResolved(db, { headers: { "x-shared-id": "1" } } as unknown as DemoRequest, {
      id: token,
    });
    expect(named.request.headers["x-shared-id"]).toBe("1");
    expect(withLinkTokensResolved(db, request, { id: "2" })).toEqual({ request, params: { id: "2" } });
  });
});
