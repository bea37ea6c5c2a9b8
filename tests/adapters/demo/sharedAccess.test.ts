import type { DemoShare } from "@lectern/adapters/demo/db/DemoSnapshot";
import { decideShareAccess } from "@lectern/adapters/demo/model/shareDecision";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const EMAILS = ["a@example.com", "b@example.com", "c@example.com"];

const shares: fc.Arbitrary<Pick<DemoShare, "linkEnabled" | "readonly" | "downloadable" | "persons"> | null> = fc.option(
  fc.record({
    linkEnabled: fc.boolean(),
    readonly: fc.boolean(),
    downloadable: fc.boolean(),
    persons: fc.uniqueArray(
      fc.record({ email: fc.constantFrom(...EMAILS), readonly: fc.boolean(), downloadable: fc.boolean() }),
      { selector: (person) => person.email },
    ),
  }),
);
const viewers = fc.option(
  fc.record({ id: fc.constantFrom("1", "2", "3"), email: fc.constantFrom(...EMAILS, " A@Example.com ") }),
);
const sessions = fc.option(fc.record({ userId: fc.constantFrom("1", "2") }));

describe("decideShareAccess (rule 7 of the sharing contract)", () => {
  it("follows the contract's order for every session, share and viewer", () => {
    fc.assert(
      fc.property(sessions, shares, viewers, (session, share, viewer) => {
        const decision = decideShareAccess(session, share, viewer);
        const listed = viewer && share?.persons.find((person) => person.email === viewer.email.trim().toLowerCase());
        if (!session) expect(decision.kind).toBe("missing");
        else if (viewer?.id === session.userId) expect(decision.kind).toBe("owner");
        else if (!share) expect(decision.kind).toBe("missing");
        else if (listed)
          expect(decision).toEqual({ kind: "person", readonly: listed.readonly, downloadable: listed.downloadable });
        else if (share.linkEnabled)
          expect(decision).toEqual({ kind: "link", readonly: share.readonly, downloadable: share.downloadable });
        else expect(decision.kind).toBe(share.persons.length ? "forbidden" : "missing");
      }),
    );
  });

  it("never lets a signed-out visitor in without the link, nor names them owner", () => {
    fc.assert(
      fc.property(sessions, shares, (session, share) => {
        const decision = decideShareAccess(session, share, null);
        expect(decision.kind).not.toBe("owner");
        expect(decision.kind).not.toBe("person");
        if (decision.kind === "link") expect(share?.linkEnabled).toBe(true);
      }),
    );
  });

  it("answers an unshared record (link off, nobody listed) as missing to everyone but its owner", () => {
    fc.assert(
      fc.property(viewers, fc.boolean(), fc.boolean(), (viewer, readonly, downloadable) => {
        const decision = decideShareAccess(
          { userId: "9" },
          { linkEnabled: false, readonly, downloadable, persons: [] },
          viewer,
        );
        expect(decision.kind).toBe("missing");
      }),
    );
  });
});
