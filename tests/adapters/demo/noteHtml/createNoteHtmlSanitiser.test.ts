// @vitest-environment jsdom
// DOMPurify is tested on jsdom only, never happy-dom (MACHINE.md): the tab's path (the page's window,
// here jsdom's global one) and the Node server's (its own jsdom window) must agree.
import { createNoteHtmlSanitiser } from "@lectern/adapters/demo/model/noteHtml/createNoteHtmlSanitiser";
import { jsdomNoteHtmlWindow } from "@lectern/adapters/demo/model/noteHtml/jsdomNoteHtmlWindow";
import { pageWindow } from "@lectern/adapters/demo/model/noteHtml/noteHtmlWindows";
import { NOTE_HTML_TAGS, escapeHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

/** The tag names in serialised HTML. */
const tagsOf = (html: string): string[] =>
  [...html.matchAll(/<\/?([a-zA-Z][^\s/>]*)/g)].map((match) => match[1]!.toLowerCase());

/** What an HTML parser makes of text (CR and CR LF are LF, NUL is dropped), with the trailing whitespace trimmed. */
const asParsed = (text: string): string =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/\0/g, "")
    .replace(/\u00a0/g, " ")
    .trimEnd();

describe.each([
  ["the page's window (the tab)", async () => pageWindow()],
  ["a jsdom window of its own (the Node server)", jsdomNoteHtmlWindow],
])("note HTML sanitiser on %s", (_name, windowOf) => {
  let sanitise: ReturnType<typeof createNoteHtmlSanitiser>;
  beforeAll(async () => {
    sanitise = createNoteHtmlSanitiser(await windowOf());
  });

  it("keeps what the editor writes: formats, colours, fonts, indents, lists, headings, links", () => {
    const html =
      '<h2>Cells</h2><p class="ql-indent-2 ql-font-georgia">A <strong>bold</strong>, <em>new</em>, <u>odd</u>, <s>old</s> ' +
      '<span style="color: #1F4395; background-color: #FFF5DB">idea</span> <a href="https://example.org/a?b=1">link</a>' +
      ' <a href="mailto:tutor@example.org">mail</a></p><ol><li data-list="ordered">one</li><li data-list="bullet">two</li></ol>';
    expect(sanitise(html)).toEqual({ html, text: "Cells\nA bold, new, odd, old idea link mail\none\ntwo" });
  });

  it.each([
    ["<script>", "<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["<img onerror>", '<p>a<img src="x" onerror="alert(1)"></p>', "<p>a</p>"],
    ["<iframe>", '<p>a</p><iframe src="https://example.org"></iframe>', "<p>a</p>"],
    ["an event handler", '<p onclick="alert(1)" id="x">a</p>', "<p>a</p>"],
    [
      "style other than colours",
      '<p style="position:fixed; top:0; color: #D1414C">a</p>',
      '<p style="color: #D1414C">a</p>',
    ],
    ["a url() in a colour", '<p style="background-color: url(https://evil.example/x)">a</p>', "<p>a</p>"],
    ["a javascript: link", '<a href="javascript:alert(1)">a</a>', "<a>a</a>"],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">a</a>', "<a>a</a>"],
    ["a vbscript: link", '<a href=" vbscript:msgbox(1)">a</a>', "<a>a</a>"],
    ["svg and math", "<svg><script>alert(1)</script></svg><math><mi>x</mi></math><p>a</p>", "<p>a</p>"],
    ["a form", '<form action="https://evil.example"><input name="q"><button>go</button></form><p>a</p>', "go<p>a</p>"],
    [
      "unknown classes and data attributes",
      '<p class="evil ql-indent-9 ql-indent-1" data-x="1" data-list="bullet">a</p>',
      '<p class="ql-indent-1">a</p>',
    ],
  ])("drops %s", (_what, html, kept) => {
    expect(sanitise(html).html).toBe(kept);
  });

  it("keeps a formula as its TeX alone, whatever it held", () => {
    expect(sanitise('<span class="ql-formula" data-value="\\frac{a}{b}">\\frac{a}{b}</span>')).toEqual({
      html: '<span class="ql-formula" data-value="\\frac{a}{b}">\\frac{a}{b}</span>',
      text: "\\frac{a}{b}",
    });
    const attack = sanitise(
      '<p>f <span class="ql-formula ql-font-arial" style="color: #fff" onclick="x()" data-value="f: A \\to B">' +
        '<img src=x onerror="alert(1)"><b>junk</b></span> end</p>',
    );
    expect(attack).toEqual({
      html: '<p>f <span class="ql-formula" data-value="f: A \\to B">f: A \\to B</span> end</p>',
      text: "f f: A \\to B end",
    });
    expect(sanitise('<span class="ql-formula" data-value="x"><img src="x" onerror="alert(1)"></span>').html).toBe(
      '<span class="ql-formula" data-value="x">x</span>',
    );
  });

  it("keeps the words of a formula without TeX, and a TeX only on a formula", () => {
    expect(sanitise('<span class="ql-formula">plain <b>words</b></span>').html).toBe("<span>plain words</span>");
    expect(sanitise('<span data-value="q">z</span>').html).toBe("<span>z</span>");
  });

  it("derives the plain text: one line per block and <br>, entities decoded, trailing whitespace trimmed", () => {
    expect(
      sanitise("<p>a &amp; b &lt;c&gt;</p><p><br></p><p>x<br>y<br></p><h1>T</h1>\n<ul>\n<li>1</li>\n</ul>\n").text,
    ).toBe("a & b <c>\n\nx\ny\nT\n1");
    expect(sanitise("<p>a&nbsp;b&nbsp;</p><p> </p><p><br></p>").text).toBe("a b");
    expect(sanitise("loose <b>text</b><p>then a block</p>after").text).toBe("loose text\nthen a block\nafter");
    expect(sanitise("<p>&nbsp;</p><p>  </p>\n").text).toBe("");
  });

  it("turns any text into a paragraph that gives it back, with no tag outside the note's", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const { html, text: derived } = sanitise(`<p>${escapeHtml(text)}</p>`);
        expect(derived).toBe(asParsed(text));
        for (const tag of tagsOf(html)) expect(NOTE_HTML_TAGS).toContain(tag);
      }),
      { numRuns: 300 },
    );
  });

  it("leaves nothing but the note's tags in any markup, and its own output as it is", () => {
    const pieces = fc.constantFrom(
      "<p>",
      "</p>",
      "<script>",
      "</script>",
      '<img src=x onerror="alert(1)">',
      "<iframe>",
      "<svg>",
      "<b>",
      "</b>",
      '<span class="ql-formula" data-value="x">',
      "</span>",
      '<a href="javascript:alert(1)">',
      "<style>",
      "<!--",
      "-->",
      "x",
      " ",
      "&lt;",
      '"',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const once = sanitise(parts.join(""));
        for (const tag of tagsOf(once.html)) expect(NOTE_HTML_TAGS).toContain(tag);
        expect(once.html).not.toMatch(/javascript:|onerror|<script|<iframe|<img/i);
        // What is stored reads back the same when sanitised again.
        expect(sanitise(once.html)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
