import {
  ATTACHMENT_FORMATS,
  attachmentKindOf,
  extensionOf,
  previewOf,
} from "@lectern/core/notes/domain/attachmentFormats";
import {
  VISIBLE_ATTACHMENTS,
  hiddenAttachmentCount,
  showMoreText,
  visibleAttachments,
} from "@lectern/core/notes/domain/attachmentList";
import { attachmentProblemOf } from "@lectern/core/notes/domain/attachmentProblem";
import { ATTACHMENT_TEXTS } from "@lectern/core/notes/domain/attachmentTexts";
import { FILE_SIZE_UNITS, MAX_ATTACHMENT_BYTES, formatFileSize, isOversize } from "@lectern/core/notes/domain/fileSize";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const ALL = Object.values(ATTACHMENT_FORMATS).flat();
const stemArb = fc.string({ minLength: 1, maxLength: 20 }).filter((stem) => !stem.includes("."));
const caseMix = (text: string, flips: boolean[]) =>
  [...text].map((letter, index) => (flips[index % flips.length] ? letter.toUpperCase() : letter)).join("");

describe("attachment formats (spec 2 §9)", () => {
  it("knows every listed extension, in any case, by its group", () => {
    fc.assert(
      fc.property(
        stemArb,
        fc.constantFrom(...(Object.keys(ATTACHMENT_FORMATS) as (keyof typeof ATTACHMENT_FORMATS)[])),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (stem, kind, pick, flips) => {
          const extensions = ATTACHMENT_FORMATS[kind];
          const extension = extensions[pick % extensions.length]!;
          expect(attachmentKindOf(`${stem}.${caseMix(extension, flips)}`)).toBe(kind);
        },
      ),
    );
  });

  it("refuses any extension outside the list, and names without one", () => {
    fc.assert(
      fc.property(stemArb, fc.stringMatching(/^[a-z0-9]{1,6}$/), (stem, extension) => {
        fc.pre(!ALL.includes(extension as never));
        expect(attachmentKindOf(`${stem}.${extension}`)).toBeNull();
      }),
    );
    expect(attachmentKindOf("README")).toBeNull();
    expect(attachmentKindOf("setup.exe")).toBeNull();
    expect(extensionOf("archive.tar.GZ")).toBe("gz");
  });

  it("previews only pdf and txt inside the page", () => {
    expect(previewOf("Week 3.PDF")).toBe("pdf");
    expect(previewOf("notes.txt")).toBe("text");
    expect(ALL.filter((extension) => previewOf(`a.${extension}`) !== null)).toEqual(["pdf", "txt"]);
  });
});

describe("file sizes (spec 2 §9)", () => {
  it("counts 3 GiB or more as oversize, one byte less as fine", () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(3_221_225_472);
    expect(isOversize(3_221_225_472)).toBe(true);
    expect(isOversize(3_221_225_471)).toBe(false);
    fc.assert(
      fc.property(fc.nat({ max: MAX_ATTACHMENT_BYTES * 2 }), (bytes) => {
        expect(isOversize(bytes)).toBe(bytes >= MAX_ATTACHMENT_BYTES);
      }),
    );
  });

  it("shows sizes in Bytes, KB, MB, GB, TB with at most two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1024 ** 3)).toBe("1 GB");
    expect(formatFileSize(MAX_ATTACHMENT_BYTES)).toBe("3 GB");
    expect(formatFileSize(1024 ** 4 * 5)).toBe("5 TB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1 MB");
  });

  it("always gives a number below 1024 (or TB) and a unit of the spec, and keeps the order of sizes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 50 }), fc.integer({ min: 1, max: 2 ** 50 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const parse = (text: string) => {
          const [value, unit] = text.split(" ");
          const power = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
          expect(power).toBeGreaterThanOrEqual(0);
          expect(value).toMatch(/^\d+(\.\d{1,2})?$/);
          if (power < FILE_SIZE_UNITS.length - 1) expect(Number(value)).toBeLessThan(1024);
          return Number(value) * 1024 ** power;
        };
        const shownSmall = parse(formatFileSize(small));
        expect(Math.abs(shownSmall - small) / small).toBeLessThan(0.01);
        expect(shownSmall).toBeLessThanOrEqual(parse(formatFileSize(large)));
      }),
    );
  });
});

describe("picked files (spec 2 §9)", () => {
  it("refuses oversize files first, then unsupported ones, with the file's name in the message", () => {
    expect(attachmentProblemOf({ name: "lecture.mp4", size: MAX_ATTACHMENT_BYTES })).toBe(
      ATTACHMENT_TEXTS.oversize("lecture.mp4", MAX_ATTACHMENT_BYTES),
    );
    expect(attachmentProblemOf({ name: "setup.exe", size: 10 })).toBe(
      '"setup.exe" was not attached: .exe files are not supported.',
    );
    expect(attachmentProblemOf({ name: "slides.pdf", size: MAX_ATTACHMENT_BYTES - 1 })).toBeNull();
    fc.assert(
      fc.property(stemArb, fc.constantFrom(...ALL), fc.nat({ max: MAX_ATTACHMENT_BYTES * 2 }), (stem, ext, size) => {
        const problem = attachmentProblemOf({ name: `${stem}.${ext}`, size });
        expect(problem === null).toBe(size < MAX_ATTACHMENT_BYTES);
      }),
    );
  });
});

describe("the file list (spec 2 §2.4)", () => {
  it("shows five files, then 'Show N more Notes' (or 'Note') for the rest", () => {
    expect(VISIBLE_ATTACHMENTS).toBe(5);
    expect(showMoreText(2)).toBe("Show 2 more Notes");
    expect(showMoreText(1)).toBe("Show 1 more Note");
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), fc.boolean(), (files, expanded) => {
        const shown = visibleAttachments(files, expanded);
        const hidden = hiddenAttachmentCount(files.length);
        expect(shown).toEqual(expanded ? files : files.slice(0, 5));
        expect(Math.min(files.length, 5) + hidden).toBe(files.length);
      }),
    );
  });
});
