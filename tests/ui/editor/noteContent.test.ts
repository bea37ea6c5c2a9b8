// @vitest-environment jsdom
import {
  allowedNoteClasses,
  allowedNoteStyle,
  isAllowedNoteAttribute,
  NOTE_HTML_TAGS,
} from "@lectern/core/notes/domain/noteHtmlRules";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteContentOf } from "../../../ui/src/editor/quill/noteContentOf";
import { noteQuillOptions, Quill } from "../../../ui/src/editor/quill/noteQuill";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const editorWith = (html: string, options: { plainTextPaste?: boolean } = {}) => {
  const host = document.createElement("div");
  document.body.append(host);
  const quill = new Quill(host, noteQuillOptions(options));
  quill.setContents(quill.clipboard.convert({ html: `${html}<p><br></p>`, text: "\n" }), "silent");
  return quill;
};

/** Every element and attribute is in the stored format, each attribute as the shared rules clean it. */
const inStoredFormat = (html: string): boolean => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return [...host.querySelectorAll("*")].every((element) => {
    const tag = element.tagName.toLowerCase();
    return (
      (NOTE_HTML_TAGS as readonly string[]).includes(tag) &&
      [...element.attributes].every(
        ({ name, value }) =>
          isAllowedNoteAttribute(tag, name, value) &&
          (name !== "class" || allowedNoteClasses(value).join(" ") === value) &&
          (name !== "style" || allowedNoteStyle(value) === value.replace(/;$/, "")),
      )
    );
  });
};

const EVERY_FORMAT =
  '<h1>Cells</h1><h5 class="ql-indent-1">Small</h5>' +
  "<p><strong>bold</strong> <em>it</em> <u>under</u> <s>gone</s> " +
  '<span style="color: rgb(31, 67, 149);">blue</span> <span style="background-color: rgb(255, 245, 219);">marked</span> ' +
  '<span class="ql-font-georgia">serif</span> <a href="https://x.org/a">web</a> <a href="mailto:a@b.org">mail</a> ' +
  '<span class="ql-formula" data-value="E=mc^2">E=mc^2</span></p>' +
  '<ol><li data-list="ordered">one</li><li data-list="ordered" class="ql-indent-1">one.a</li><li data-list="bullet">dot</li></ol>' +
  '<p class="ql-indent-2">indented</p><p><br></p><p>after a blank line</p>';

describe("what the editor emits (the stored note format)", () => {
  it("round-trips every format losslessly through a new editor", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = editorWith(EVERY_FORMAT);
    const content = noteContentOf(first);
    expect(inStoredFormat(content.html)).toBe(true);
    const second = editorWith(content.html);
    expect(second.getContents().ops).toEqual(first.getContents().ops);
    expect(noteContentOf(second)).toEqual(content);
    // The formats really are there, not dropped on both sides.
    const formats = first.getContents().ops.flatMap((op) => Object.keys(op.attributes ?? {}));
    for (const name of [
      "header",
      "bold",
      "italic",
      "underline",
      "strike",
      "color",
      "background",
      "font",
      "link",
      "list",
      "indent",
    ])
      expect(formats).toContain(name);
    expect(
      first.getContents().ops.some((op) => typeof op.insert === "object" && op.insert["formula"] === "E=mc^2"),
    ).toBe(true);
  });

  it("emits no Quill internals (list markers, link targets, contenteditable, KaTeX markup)", () => {
    const { html } = noteContentOf(editorWith(EVERY_FORMAT));
    expect(html).not.toMatch(/ql-ui|contenteditable|target=|rel=|katex|\uFEFF|role=|aria-/);
    expect(html).toContain('<span class="ql-formula" data-value="E=mc^2">E=mc^2</span>');
    expect(html).toContain('<li data-list="bullet">dot</li>');
  });

  it("gives the plain text with each formula as its TeX, and an empty note as empty", () => {
    const quill = editorWith('<h2>Title</h2><p>a <span class="ql-formula" data-value="x^2">x^2</span> b</p>');
    expect(noteContentOf(quill).text).toBe("Title\na x^2 b");
    expect(noteContentOf(editorWith(""))).toEqual({ html: "", text: "" });
    expect(noteContentOf(editorWith("<p><br></p><p> </p>"))).toEqual({ html: "", text: "" });
  });

  it("drops what the stored format does not allow when a note is loaded", () => {
    const { html } = noteContentOf(
      editorWith(
        '<p style="position:fixed">a<img src=x onerror="alert(1)"><a href="javascript:alert(2)">b</a>' +
          '<span style="color: url(x)" class="evil ql-font-arial">c</span><script>alert(3)</script></p><table><tr><td>d</td></tr></table>',
      ),
    );
    expect(inStoredFormat(html)).toBe(true);
    expect(html).not.toMatch(/img|onerror|javascript|url\(|evil|script|table/);
  });
});

describe("paste (spec 3 §5) against loading", () => {
  const paste = (quill: Quill, html: string, text = "") => {
    // jsdom has no layout: Quill scrolls the pasted text into view with a range's box.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
    quill.clipboard.onPaste({ index: 0, length: 0 }, { html, text });
    return noteContentOf(quill);
  };
  const STYLED =
    '<h1>Head</h1><p><span style="color:#D1414C" class="ql-font-impact">red</span> <b>b</b> <a href="https://x.org">l</a>' +
    ' <span class="ql-formula" data-value="x">x</span> <a href="javascript:alert(1)">js</a></p><ul><li>item</li></ul>';

  it("a paste keeps only the paste list: no headings, colours, fonts or formulas come in", () => {
    const { html } = paste(editorWith(""), STYLED);
    expect(html).not.toMatch(/<h1|color|ql-font|ql-formula|javascript/);
    expect(html).toContain("<strong>b</strong>");
    expect(html).toContain('<a href="https://x.org">l</a>');
    expect(html).toContain('<li data-list="bullet">item</li>');
  });

  it("loading the same markup as a stored note keeps its headings, colours, fonts and formulas", () => {
    const { html } = noteContentOf(editorWith(STYLED));
    expect(html).toMatch(/<h1>Head<\/h1>/);
    expect(html).toMatch(/color: rgb\(209, 65, 76\)/);
    expect(html).toContain("ql-font-impact");
    expect(html).toContain('data-value="x"');
  });

  it("inline-text mode pastes the plain text only", () => {
    const { html, text } = paste(editorWith("", { plainTextPaste: true }), "<b>bold</b> text", "bold text");
    expect(text).toBe("bold text");
    expect(html).toBe("<p>bold text</p>");
  });
});
