// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormulaBlot } from "../../../ui/src/editor/quill/FormulaBlot";
import { noteContentOf } from "../../../ui/src/editor/quill/noteContentOf";
import { noteQuillOptions, Quill } from "../../../ui/src/editor/quill/noteQuill";
import { formulaHtml } from "../../../ui/src/kit/noteHtml/formulaMarkup";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** A real Quill with the note formats, in jsdom (no selection needed for these). */
const editorWith = (html: string) => {
  const host = document.createElement("div");
  document.body.append(host);
  const quill = new Quill(host, noteQuillOptions({}));
  quill.setContents(quill.clipboard.convert({ html: `${html}<p><br></p>`, text: "\n" }), "silent");
  return quill;
};

/** What html() gives, parsed back: the elements in it and the one span's TeX. */
const parsed = (html: string) => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return { elements: [...doc.body.querySelectorAll("*")], span: doc.body.firstElementChild, doc };
};

describe("formula blot (CVE-2025-15056: Quill 2.0.3 exports the TeX unescaped)", () => {
  it("for any TeX, html() is one span whose data-value and text give back the TeX exactly", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('"><img src=x onerror=alert(1)>', "</span><script>x</script>", "a&amp;b", "x' y"),
        ),
        (tex) => {
          const { elements, span, doc } = parsed(formulaHtml(tex));
          expect(elements).toHaveLength(1);
          expect(span?.tagName).toBe("SPAN");
          expect(span?.getAttribute("class")).toBe("ql-formula");
          expect([...(span?.attributes ?? [])].map((attribute) => attribute.name).sort()).toEqual([
            "class",
            "data-value",
          ]);
          expect(span?.getAttribute("data-value")).toBe(tex.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD"));
          expect(doc.body.childNodes).toHaveLength(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the blot in a real editor exports that escaped span and loads back with the same TeX", () => {
    const tex = 'x<y && "a" > \\frac{1}{2} </span><img src=x onerror=alert(1)>';
    const quill = editorWith("<p>Area =</p>");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    quill.insertEmbed(6, "formula", tex, "user");
    const [blot] = quill.scroll.descendants(FormulaBlot, 0, quill.getLength());
    expect(blot).toBeInstanceOf(FormulaBlot);
    const { elements, span } = parsed((blot as FormulaBlot).html());
    expect(elements).toHaveLength(1);
    expect(span?.getAttribute("data-value")).toBe(tex);

    const content = noteContentOf(quill);
    expect(content.text).toBe(`Area =${tex}`);
    const stored = parsed(content.html);
    expect(stored.doc.querySelectorAll("img, script")).toHaveLength(0);
    expect(stored.doc.querySelector(".ql-formula")?.getAttribute("data-value")).toBe(tex);
    // Loading the stored note gives the same formula back.
    const again = editorWith(content.html);
    expect(again.getContents().ops).toEqual(quill.getContents().ops);
    expect(noteContentOf(again)).toEqual(content);
  });

  it("typesets with KaTeX, trust off, and gives each formula its text alternative", () => {
    const quill = editorWith(
      '<p><span class="ql-formula" data-value="\\href{javascript:alert(1)}{x} + E=mc^2">x</span></p>',
    );
    const node = quill.root.querySelector(".ql-formula");
    expect(node?.getAttribute("aria-label")).toBe("Formula: \\href{javascript:alert(1)}{x} + E=mc^2");
    expect(node?.getAttribute("role")).toBe("img");
    expect(node?.getAttribute("contenteditable")).toBe("false");
    expect(node?.querySelector(".katex")).not.toBeNull();
    expect(node?.querySelector("a, [href]")).toBeNull();
  });

  it("warns when a formula has no accessibility text (spec 3 §8)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const quill = editorWith("<p>x</p>");
    quill.insertEmbed(0, "formula", "  ", "user");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no accessibility text"));
  });
});
