import { isAllowedNoteHref } from "@lectern/core/notes/domain/noteHtmlRules";
import { checkNoteLinkForm, initialNoteLink, looksLikeEmail, noteLinkHref } from "@lectern/core/notes/domain/noteLinks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const email = fc.tuple(label, label, fc.constantFrom("org", "com", "ac.uk")).map(([a, b, c]) => `${a}@${b}.${c}`);

describe("link form (spec 3 §5: both required, Save disabled while invalid, mailto for an e-mail)", () => {
  it("a selection that looks like an e-mail opens with mailto:, anything else with an empty link", () => {
    expect(initialNoteLink("ada@uni.ac.uk")).toBe("mailto:ada@uni.ac.uk");
    expect(initialNoteLink("  ada@uni.org ")).toBe("mailto:ada@uni.org");
    expect(initialNoteLink("the lecture notes")).toBe("");
    expect(initialNoteLink("ada@ uni.org")).toBe("");
    expect(initialNoteLink("@uni.org")).toBe("");
    fc.assert(fc.property(email, (address) => initialNoteLink(address) === `mailto:${address}`));
  });

  it("keeps http(s) and mailto links as typed, and prefixes bare web addresses and e-mails", () => {
    expect(noteLinkHref(" https://x.org/a?b=1 ")).toBe("https://x.org/a?b=1");
    expect(noteLinkHref("HTTP://x.org")).toBe("HTTP://x.org");
    expect(noteLinkHref("mailto:ada@uni.org")).toBe("mailto:ada@uni.org");
    expect(noteLinkHref("www.x.org")).toBe("https://www.x.org");
    expect(noteLinkHref("x.org/notes#3")).toBe("https://x.org/notes#3");
    expect(noteLinkHref("x.org:8080/a")).toBe("https://x.org:8080/a");
    expect(noteLinkHref("ada@uni.org")).toBe("mailto:ada@uni.org");
  });

  it("refuses every other scheme and things that are not addresses", () => {
    for (const link of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>",
      "vbscript:x",
      "ftp://x.org",
      "tel:123",
      "mailto:",
      "https://",
      "hello",
      "two words.org",
      "localhost:3000",
      "",
      "   ",
    ])
      expect(noteLinkHref(link), link).toBeNull();
  });

  it("whatever is typed, a saved link is always an allowed note link", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), email, fc.domain()), (typed) => {
        const href = noteLinkHref(typed);
        return href === null || isAllowedNoteHref(href);
      }),
      { numRuns: 2000 },
    );
  });

  it("is valid only with text and a link that can be saved", () => {
    expect(checkNoteLinkForm({ text: "notes", link: "x.org" })).toEqual({ valid: true, href: "https://x.org" });
    expect(checkNoteLinkForm({ text: " ", link: "x.org" })).toEqual({ valid: false, missing: "text" });
    expect(checkNoteLinkForm({ text: "notes", link: "" })).toEqual({ valid: false, missing: "link" });
    expect(checkNoteLinkForm({ text: "notes", link: "javascript:alert(1)" })).toEqual({ valid: false, missing: null });
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, link) => {
        const verdict = checkNoteLinkForm({ text, link });
        return verdict.valid === (text.trim() !== "" && noteLinkHref(link) !== null);
      }),
    );
  });

  it("recognises e-mails only as one address", () => {
    expect(looksLikeEmail("a@b.co")).toBe(true);
    expect(looksLikeEmail("a@b")).toBe(false);
    expect(looksLikeEmail("a b@c.org")).toBe(false);
    expect(looksLikeEmail("<a@b.org>")).toBe(false);
  });
});
