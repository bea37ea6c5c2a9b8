import { ASSET_RETRY_DELAYS_MS, withAssetRetry } from "@lectern/core/slides/domain/assetRetry";
import {
  SLIDE_MIME_TYPES,
  UNSUPPORTED_SLIDES_TEXT,
  checkSlideFiles,
  isViewableSlideFormat,
  slideFormatOfName,
} from "@lectern/core/slides/domain/slideFormats";
import {
  type SlideNote,
  blankSlideNote,
  clampPage,
  nextPage,
  pageCounter,
  previousPage,
  selectSlidePage,
  visibleSlideNotes,
} from "@lectern/core/slides/domain/slidePages";
import { SLIDES_TEXTS, slideHeadingText } from "@lectern/core/slides/domain/slidesTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const stemArb = fc.string({ minLength: 1, maxLength: 20 }).filter((stem) => !stem.includes("."));
const caseMix = (text: string, flips: readonly boolean[]) =>
  [...text].map((letter, index) => (flips[index % flips.length] ? letter.toUpperCase() : letter)).join("");

describe("slide formats (spec 3 §5)", () => {
  it("has the refusal text verbatim", () => {
    expect(UNSUPPORTED_SLIDES_TEXT).toBe("Sorry, the file cannot be uploaded. We support only: PDF, PPT, PPTX formats");
  });

  it("accepts one PDF, PPT or PPTX by its extension in any case, with its type or none", () => {
    fc.assert(
      fc.property(
        stemArb,
        fc.constantFrom("pdf", "ppt", "pptx"),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (stem, extension, flips, withType) => {
          const format = extension as "pdf" | "ppt" | "pptx";
          const type = withType ? SLIDE_MIME_TYPES[format][0]! : "";
          const check = checkSlideFiles([{ name: `${stem}.${caseMix(extension, flips)}`, type, size: 10 }]);
          expect(check).toMatchObject({ ok: true, format });
        },
      ),
    );
  });

  it("refuses any other extension, a missing one, no file and several files", () => {
    fc.assert(
      fc.property(
        stemArb,
        fc.string({ maxLength: 6 }).filter((ext) => !["pdf", "ppt", "pptx"].includes(ext.toLowerCase())),
        (stem, extension) => {
          expect(checkSlideFiles([{ name: `${stem}.${extension}`, type: "", size: 1 }])).toEqual({
            ok: false,
            message: UNSUPPORTED_SLIDES_TEXT,
          });
          expect(slideFormatOfName(stem)).toBeNull();
        },
      ),
    );
    expect(checkSlideFiles([])).toMatchObject({ ok: false });
    const pdf = { name: "a.pdf", type: "application/pdf", size: 1 };
    expect(checkSlideFiles([pdf, pdf])).toEqual({ ok: false, message: UNSUPPORTED_SLIDES_TEXT });
  });

  it("refuses a file whose type contradicts its name, and leaves a generic type to the name", () => {
    expect(checkSlideFiles([{ name: "photo.pdf", type: "image/png", size: 1 }]).ok).toBe(false);
    expect(checkSlideFiles([{ name: "deck.pptx", type: "application/pdf", size: 1 }]).ok).toBe(false);
    expect(checkSlideFiles([{ name: "deck.ppt", type: "application/octet-stream", size: 1 }]).ok).toBe(true);
  });

  it("shows PDF pages only; PPT/PPTX are kept with the export hint", () => {
    expect(isViewableSlideFormat("pdf")).toBe(true);
    expect(isViewableSlideFormat("ppt")).toBe(false);
    expect(isViewableSlideFormat("pptx")).toBe(false);
    expect(SLIDES_TEXTS.exportAsPdf).toBe("Export your slides as PDF to see them here");
  });
});

describe("asset retry (spec 3 §7, §9)", () => {
  it("tries 1 + 3 times, waiting 400, 500 and 400 ms, then gives the last failure", async () => {
    const waits: number[] = [];
    let attempts = 0;
    const failing = withAssetRetry(
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts}`);
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    await expect(failing).rejects.toThrow("attempt 4");
    expect(attempts).toBe(4);
    expect(waits).toEqual([400, 500, 400]);
    expect(ASSET_RETRY_DELAYS_MS).toEqual([400, 500, 400]);
  });

  it("stops at the first success and waits only before the retries it made", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), async (failures) => {
        const waits: number[] = [];
        let attempts = 0;
        const value = await withAssetRetry(
          async () => {
            attempts += 1;
            if (attempts <= failures) throw new Error("not yet");
            return "loaded";
          },
          async (ms) => {
            waits.push(ms);
          },
        );
        expect(value).toBe("loaded");
        expect(attempts).toBe(failures + 1);
        expect(waits).toEqual(ASSET_RETRY_DELAYS_MS.slice(0, failures));
      }),
    );
  });
});

const noteArb = fc.record({
  id: fc.option(fc.uuid(), { nil: null }),
  pageNumber: fc.integer({ min: 1, max: 40 }),
  text: fc.constantFrom("", "  ", "a note", "x"),
});
const notesArb = fc
  .uniqueArray(noteArb, { selector: (note) => note.pageNumber, maxLength: 15 })
  .map((notes): SlideNote[] =>
    notes.map((note) => ({ ...blankSlideNote("set", note.pageNumber), id: note.id, text: note.text, note: note.text })),
  );

describe("selecting a page (spec 3 §4)", () => {
  it("uses the page's existing note and creates nothing", () => {
    fc.assert(
      fc.property(
        notesArb.filter((notes) => notes.length > 0),
        fc.nat(),
        fc.boolean(),
        (notes, pick, isOwner) => {
          const wanted = notes[pick % notes.length]!;
          const selection = selectSlidePage(notes, wanted.pageNumber, "set", isOwner);
          expect(selection).toEqual({ slide: wanted, slides: notes, createOnServer: false });
        },
      ),
    );
  });

  it("makes a blank local page for a page with no note; only an owner creates it on the server", () => {
    fc.assert(
      fc.property(notesArb, fc.integer({ min: 1, max: 60 }), fc.boolean(), (notes, pageNumber, isOwner) => {
        fc.pre(!notes.some((note) => note.pageNumber === pageNumber));
        const selection = selectSlidePage(notes, pageNumber, "set", isOwner);
        expect(selection.slide).toEqual(blankSlideNote("set", pageNumber));
        expect(selection.slides).toEqual([...notes, blankSlideNote("set", pageNumber)]);
        expect(selection.createOnServer).toBe(isOwner);
      }),
    );
  });

  it("selects nothing when there is no slide set", () => {
    expect(selectSlidePage([], 3, null, true)).toEqual({ slide: null, slides: [], createOnServer: false });
  });
});

describe("the notes list (spec 3 §4)", () => {
  it("is the non-empty notes other than the current slide, plus the current slide, by descending page", () => {
    fc.assert(
      fc.property(notesArb, fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }), (notes, currentPage) => {
        const current = currentPage === null ? null : selectSlidePage(notes, currentPage, "set", false).slide;
        const list = visibleSlideNotes(notes, current);
        const pages = list.map((note) => note.pageNumber);
        expect(pages).toEqual([...pages].sort((a, b) => b - a));
        expect(new Set(pages).size).toBe(pages.length);
        for (const note of notes) {
          const isCurrent = current !== null && note.pageNumber === current.pageNumber;
          expect(list.includes(note)).toBe(isCurrent || note.text.trim() !== "");
        }
        if (current !== null) expect(list).toContain(current);
      }),
    );
  });
});

describe("previous, next and the counter", () => {
  it("stays within 1..N", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 0, max: 50 }), (page, count) => {
        for (const moved of [clampPage(page, count), previousPage(page, count), nextPage(page, count)]) {
          expect(moved).toBeGreaterThanOrEqual(1);
          expect(moved).toBeLessThanOrEqual(Math.max(1, count));
        }
      }),
    );
    expect(nextPage(3, 3)).toBe(3);
    expect(previousPage(1, 3)).toBe(1);
    expect(nextPage(1, 3)).toBe(2);
  });

  it("reads 'N / M' and heads each note 'Slide {pageNumber}'", () => {
    expect(pageCounter(1, 12)).toBe("1 / 12");
    expect(pageCounter(15, 12)).toBe("12 / 12");
    expect(slideHeadingText(4)).toBe("Slide 4");
  });
});
