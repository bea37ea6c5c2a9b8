import { shouldAutoScroll, AUTO_SCROLL_THRESHOLD_PX } from "@lectern/core/captions/domain/autoScroll";
import type { CaptionMessage } from "@lectern/core/captions/domain/CaptionMessage";
import { EMPTY_FEED, MAX_CAPTION_LINES, foldCaption } from "@lectern/core/captions/domain/captionFeed";
import { captionsAllowed, captionsGateOf } from "@lectern/core/captions/domain/captionsGate";
import { captionsThemeAt } from "@lectern/core/captions/domain/captionsTheme";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const message: fc.Arbitrary<CaptionMessage> = fc.record({
  text: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("", "  ", "Hello.", "the first law")),
  isFinal: fc.boolean(),
});

describe("foldCaption", () => {
  it("an interim replaces the previous interim and leaves the finals alone", () => {
    fc.assert(
      fc.property(fc.array(message), fc.string(), (history, text) => {
        const before = history.reduce(foldCaption, EMPTY_FEED);
        const after = foldCaption(before, { text, isFinal: false });
        expect(after.finals).toEqual(before.finals);
        expect(after.interim).toBe(text.trim());
      }),
    );
  });

  it("a final appends its text as a line and clears the interim", () => {
    fc.assert(
      fc.property(
        fc.array(message),
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ""),
        (history, text) => {
          const before = history.reduce(foldCaption, EMPTY_FEED);
          const after = foldCaption(before, { text, isFinal: true });
          expect(after.interim).toBe("");
          expect(after.finals.at(-1)).toBe(text.trim());
          expect(after.finals.slice(0, -1)).toEqual(before.finals);
        },
      ),
    );
  });

  it("matches the model: finals are the non-blank final texts in order, interim the last interim since then", () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 60 }), (messages) => {
        const feed = messages.reduce(foldCaption, EMPTY_FEED);
        const finals = messages.filter((m) => m.isFinal && m.text.trim() !== "").map((m) => m.text.trim());
        const lastFinal = messages.findLastIndex((m) => m.isFinal);
        const lastInterim = messages.slice(lastFinal + 1).findLast((m) => !m.isFinal);
        expect(feed.finals).toEqual(finals);
        expect(feed.interim).toBe(lastInterim?.text.trim() ?? "");
      }),
    );
  });

  it("keeps at most MAX_CAPTION_LINES lines, dropping the oldest", () => {
    const many = Array.from({ length: MAX_CAPTION_LINES + 7 }, (_, index) => ({
      text: `line ${index}`,
      isFinal: true,
    }));
    const feed = many.reduce(foldCaption, EMPTY_FEED);
    expect(feed.finals).toHaveLength(MAX_CAPTION_LINES);
    expect(feed.finals[0]).toBe("line 7");
    expect(feed.finals.at(-1)).toBe(`line ${MAX_CAPTION_LINES + 6}`);
  });
});

describe("captionsThemeAt", () => {
  it("is dark from 20:00 until 06:00 local time and light in between", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const theme = captionsThemeAt(new Date(2026, 10, 22, hour, minute));
        expect(theme).toBe(hour >= 20 || hour < 6 ? "dark" : "light");
      }),
    );
  });

  it("switches exactly at 20:00 and at 06:00", () => {
    expect(captionsThemeAt(new Date(2026, 0, 1, 19, 59, 59))).toBe("light");
    expect(captionsThemeAt(new Date(2026, 0, 1, 20, 0, 0))).toBe("dark");
    expect(captionsThemeAt(new Date(2026, 0, 1, 5, 59, 59))).toBe("dark");
    expect(captionsThemeAt(new Date(2026, 0, 1, 6, 0, 0))).toBe("light");
  });
});

describe("shouldAutoScroll", () => {
  const view = fc.record({
    clientHeight: fc.integer({ min: 0, max: 2000 }),
    extra: fc.integer({ min: 0, max: 5000 }),
  });

  it("follows within 30 px of the bottom and not further up", () => {
    fc.assert(
      fc.property(view, fc.integer({ min: 0, max: 5000 }), ({ clientHeight, extra }, fromBottom) => {
        const scrollHeight = clientHeight + extra;
        const scrollTop = Math.max(0, extra - fromBottom);
        const distance = scrollHeight - scrollTop - clientHeight;
        expect(shouldAutoScroll(scrollHeight, scrollTop, clientHeight)).toBe(distance <= AUTO_SCROLL_THRESHOLD_PX);
      }),
    );
  });

  it("is true at the bottom, at 30 px, false at 31 px, and true when nothing overflows", () => {
    expect(shouldAutoScroll(1000, 800, 200)).toBe(true);
    expect(shouldAutoScroll(1000, 770, 200)).toBe(true);
    expect(shouldAutoScroll(1000, 769, 200)).toBe(false);
    expect(shouldAutoScroll(100, 0, 200)).toBe(true);
  });

  it("scrolling further down never stops the following", () => {
    fc.assert(
      fc.property(view, fc.nat(5000), fc.nat(5000), ({ clientHeight, extra }, a, b) => {
        const scrollHeight = clientHeight + extra;
        const [low, high] = [Math.min(a, b, extra), Math.min(Math.max(a, b), extra)];
        if (shouldAutoScroll(scrollHeight, low, clientHeight)) {
          expect(shouldAutoScroll(scrollHeight, high, clientHeight)).toBe(true);
        }
      }),
    );
  });
});

describe("captionsGateOf", () => {
  it("opens only for a server session and the liveCaptions permission", () => {
    expect(captionsAllowed(captionsGateOf("42", { liveCaptions: true }))).toBe(true);
    expect(captionsAllowed(captionsGateOf(null, { liveCaptions: true }))).toBe(false);
    expect(captionsAllowed(captionsGateOf("42", { liveCaptions: false }))).toBe(false);
    expect(captionsAllowed(captionsGateOf("42", {}))).toBe(false);
    expect(captionsAllowed(captionsGateOf("42", null))).toBe(false);
  });
});
