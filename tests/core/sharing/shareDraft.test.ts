import { UNSHARED } from "@lectern/core/sharing/domain/RecordShare";
import { openingShare, sameShare } from "@lectern/core/sharing/domain/rememberedShare";
import {
  type ShareDraft,
  type ShareDraftEvent,
  draftFrom,
  isDraftDirty,
  rebaseDraft,
  shareDraftReducer,
  sharePayload,
} from "@lectern/core/sharing/domain/shareDraft";
import { normaliseEmail } from "@lectern/core/sharing/domain/shareEmail";
import { SHARING_TEXTS } from "@lectern/core/sharing/domain/sharingTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aPerson, aShare, emailArb, shareArb } from "./shareMother";

const apply = (draft: ShareDraft, ...events: ShareDraftEvent[]): ShareDraft =>
  events.reduce((current, event) => shareDraftReducer(current, event).draft, draft);

const added = (email: string): ShareDraftEvent => ({ type: "personAdded", email, ownerEmail: null });

describe("share draft", () => {
  it("adds a person read-only, with downloads as set for everyone", () => {
    const draft = apply(draftFrom(aShare({ downloadable: true })), added(" ada@uni.edu "));
    expect(draft.persons).toEqual([aPerson("ada@uni.edu", { downloadable: true })]);
  });

  it("refuses a malformed or repeated address and says why, leaving the draft as it was", () => {
    const draft = draftFrom(aShare({ persons: [aPerson("ada@uni.edu")] }));
    expect(shareDraftReducer(draft, added("ada@"))).toEqual({ draft, error: SHARING_TEXTS.invalidEmail });
    expect(shareDraftReducer(draft, added("ADA@uni.edu"))).toEqual({
      draft,
      error: SHARING_TEXTS.duplicateEmail("ada@uni.edu"),
    });
  });

  it("sets one person's read-only and removes one person, by e-mail in any case", () => {
    const saved = aShare({ persons: [aPerson("ada@uni.edu"), aPerson("alan@uni.edu")] });
    const draft = apply(
      draftFrom(saved),
      { type: "personReadonlySet", email: "ADA@uni.edu", readonly: false },
      { type: "personRemoved", email: "Alan@Uni.edu" },
    );
    expect(draft.persons).toEqual([aPerson("ada@uni.edu", { readonly: false })]);
    expect(isDraftDirty(saved, draft)).toBe(true);
  });

  it("allows downloads for the link and everyone listed at once", () => {
    const draft = apply(draftFrom(aShare({ persons: [aPerson("ada@uni.edu")] })), {
      type: "downloadableSet",
      downloadable: true,
    });
    expect(draft.downloadable).toBe(true);
    expect(draft.persons.every((person) => person.downloadable)).toBe(true);
  });

  it("sends the contract's body: readonly, downloadable and the people", () => {
    const draft = draftFrom(aShare({ readonly: false, persons: [aPerson("ada@uni.edu", { fullname: "Ada L" })] }));
    expect(sharePayload(draft)).toEqual({
      data: {
        type: "shared",
        attributes: {
          readonly: false,
          downloadable: false,
          persons: [{ email: "ada@uni.edu", readonly: true, downloadable: false }],
        },
      },
    });
  });

  it("a draft with no edits follows the server; one with edits keeps them", () => {
    const before = UNSHARED;
    const after = aShare({ linkEnabled: true });
    expect(rebaseDraft(before, draftFrom(before), after)).toEqual(draftFrom(after));
    const edited = apply(draftFrom(before), added("ada@uni.edu"));
    expect(rebaseDraft(before, edited, after)).toBe(edited);
  });

  describe("properties", () => {
    it("a share's own draft has nothing to save", () => {
      fc.assert(fc.property(shareArb, (share) => !isDraftDirty(share, draftFrom(share))));
    });

    it("adding a new person and removing them again is no change", () => {
      fc.assert(
        fc.property(shareArb, emailArb, (share, email) => {
          fc.pre(!share.persons.some((person) => normaliseEmail(person.email) === normaliseEmail(email)));
          const draft = apply(draftFrom(share), added(email));
          expect(isDraftDirty(share, draft)).toBe(true);
          expect(isDraftDirty(share, apply(draft, { type: "personRemoved", email: email.toUpperCase() }))).toBe(false);
        }),
      );
    });

    it("setting a value back to what was saved is no change", () => {
      fc.assert(
        fc.property(shareArb, fc.boolean(), (share, readonly) => {
          const draft = apply(
            draftFrom(share),
            { type: "linkReadonlySet", readonly },
            { type: "linkReadonlySet", readonly: share.readonly },
          );
          expect(isDraftDirty(share, draft)).toBe(false);
        }),
      );
    });

    const eventArb = (emails: fc.Arbitrary<string>): fc.Arbitrary<ShareDraftEvent> =>
      fc.oneof(
        emails.map(added),
        fc.record({ type: fc.constant("personRemoved" as const), email: emails }),
        fc.record({ type: fc.constant("personReadonlySet" as const), email: emails, readonly: fc.boolean() }),
        fc.record({ type: fc.constant("linkReadonlySet" as const), readonly: fc.boolean() }),
        fc.record({ type: fc.constant("downloadableSet" as const), downloadable: fc.boolean() }),
        fc.constant(added("not-an-email")),
      );

    it("no sequence of edits lists anyone twice or anyone malformed; dirty means the body would differ", () => {
      const emails = fc.constantFrom("ada@uni.edu", "ADA@uni.edu", "alan@uni.edu", "grace@uni.edu");
      fc.assert(
        fc.property(shareArb, fc.array(eventArb(emails), { maxLength: 20 }), (share, events) => {
          const draft = apply(draftFrom(share), ...events);
          const keys = draft.persons.map((person) => normaliseEmail(person.email));
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys).not.toContain("not-an-email");
          const sorted = (body: ReturnType<typeof sharePayload>) => ({
            ...body.data.attributes,
            persons: body.data.attributes.persons
              .map((person) => ({ ...person, email: normaliseEmail(person.email) }))
              .sort((a, b) => a.email.localeCompare(b.email)),
          });
          const differs =
            JSON.stringify(sorted(sharePayload(draft))) !== JSON.stringify(sorted(sharePayload(draftFrom(share))));
          expect(isDraftDirty(share, draft)).toBe(differs);
        }),
      );
    });

    it("a refused edit returns the very same draft", () => {
      fc.assert(
        fc.property(shareArb, (share) => {
          const draft = draftFrom(share);
          expect(shareDraftReducer(draft, added("nope")).draft).toBe(draft);
        }),
      );
    });
  });
});

describe("the share the dialog opens with", () => {
  it("opens with the page's share the first time", () => {
    const given = aShare();
    expect(openingShare(undefined, given)).toBe(given);
  });

  it("keeps what was saved while the page still hands over the share it opened with", () => {
    const given = aShare({ persons: [] });
    const latest = aShare({ persons: [aPerson("ada@uni.edu")] });
    expect(openingShare({ basis: given, latest }, { ...given })).toBe(latest);
  });

  it("trusts a newer share from the page", () => {
    const newer = aShare({ linkEnabled: false });
    expect(openingShare({ basis: aShare(), latest: aShare({ readonly: false }) }, newer)).toBe(newer);
  });

  it("property: sameShare is reflexive and sees every field", () => {
    fc.assert(
      fc.property(shareArb, (share) => {
        expect(sameShare(share, { ...share, persons: [...share.persons].reverse() })).toBe(true);
        expect(sameShare(share, { ...share, linkEnabled: !share.linkEnabled })).toBe(false);
        expect(sameShare(share, { ...share, downloadable: !share.downloadable })).toBe(false);
      }),
    );
  });
});
