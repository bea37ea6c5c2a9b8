// @vitest-environment jsdom
import { isAllowedNoteHref, NOTE_PASTE_TAGS } from "@lectern/core/notes/domain/noteHtmlRules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitisePastedHtml } from "../../../ui/src/editor/quill/sanitisePaste";

const parse = (html: string): HTMLElement => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host;
};

const PASTE_TAGS = new Set<string>(NOTE_PASTE_TAGS);

/** Every element is on the paste list and carries nothing but an allowed href on a link. */
const onlyPasteMarkup = (html: string): boolean =>
  [...parse(html).querySelectorAll("*")].every(
    (element) =>
      PASTE_TAGS.has(element.tagName.toLowerCase()) &&
      [...element.attributes].every(
        (attribute) => attribute.name === "href" && element.tagName === "A" && isAllowedNoteHref(attribute.value),
      ),
  );

describe("editor paste whitelist (spec 3 §5: only a, b, strong, u, s, i, p, br, ul, ol, li)", () => {
  it("drops scripts, handlers, frames, styles and images with their payloads", () => {
    const out = sanitisePastedHtml(
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<style>p{color:red}</style><b onclick="alert(3)" style="color:red" class="x">bold</b>' +
        '<svg><script>alert(4)</script></svg><math><mi>x</mi></math><form><input value="y"></form>',
    );
    expect(out).not.toMatch(/script|alert|onerror|onclick|iframe|<img|<svg|<math|style|class=|<form|<input/i);
    expect(parse(out).querySelector("b")?.textContent).toBe("bold");
    expect(parse(out).querySelector("p")?.textContent).toBe("Hi");
  });

  it("keeps http(s) and mailto links, drops javascript:, data: and other hrefs", () => {
    const out = parse(
      sanitisePastedHtml(
        '<a href="https://x.org/a">web</a><a href="mailto:a@b.org">mail</a><a href="javascript:alert(1)">js</a>' +
          '<a href=" JaVaScRiPt:alert(1)">js2</a><a href="data:text/html,x">data</a><a href="tel:1">tel</a>' +
          '<a href="https://x.org" target="_blank" rel="opener" title="t">attrs</a>',
      ),
    );
    const links = [...out.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["web", "https://x.org/a"],
      ["mail", "mailto:a@b.org"],
      ["js", null],
      ["js2", null],
      ["data", null],
      ["tel", null],
      ["attrs", "https://x.org"],
    ]);
    expect(out.querySelector("[target], [rel], [title]")).toBeNull();
  });

  it("keeps the allowed tags, nested, and turns other blocks into paragraphs so lines stay lines", () => {
    const out = sanitisePastedHtml(
      '<ul><li><strong>a <i>b <u>c <s>d</s></u></i></strong></li><li><a href="https://x.org"><b>e</b></a></li></ul>' +
        "<ol><li>one<ol><li>two</li></ol></li></ol>" +
        '<h1 style="color:red">Title</h1><div>line 1</div><div>line 2<br>line 3</div><span class="ql-formula">x</span>',
    );
    expect(out).toBe(
      '<ul><li><strong>a <i>b <u>c <s>d</s></u></i></strong></li><li><a href="https://x.org"><b>e</b></a></li></ul>' +
        "<ol><li>one<ol><li>two</li></ol></li></ol>" +
        "<p>Title</p><p>line 1</p><p>line 2<br>line 3</p>x",
    );
  });

  it("whatever is pasted, only paste-list tags and allowed hrefs come out", () => {
    const tag = fc.constantFrom(
      "a",
      "b",
      "strong",
      "u",
      "s",
      "i",
      "p",
      "br",
      "ul",
      "ol",
      "li",
      "span",
      "div",
      "h1",
      "h6",
      "em",
      "img",
      "script",
      "style",
      "iframe",
      "svg",
      "math",
      "table",
      "td",
      "font",
      "object",
      "template",
      "noscript",
      "textarea",
      "select",
      "option",
      "form",
    );
    const attribute = fc.tuple(
      fc.constantFrom(
        "href",
        "src",
        "style",
        "class",
        "onclick",
        "onerror",
        "data-value",
        "id",
        "xlink:href",
        "formaction",
      ),
      fc.oneof(
        fc.constantFrom("https://x.org", "javascript:alert(1)", "mailto:a@b.org", "color:red", "ql-font-arial", "x"),
        fc.string({ maxLength: 12 }),
      ),
    );
    const node: fc.Memo<string> = fc.memo((depth) =>
      depth <= 1
        ? fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("<", ">", "&", '"', "<!--", "-->", "<![CDATA["))
        : fc
            .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.array(node(depth - 1), { maxLength: 3 }))
            .map(
              ([name, attributes, children]) =>
                `<${name}${attributes.map(([key, value]) => ` ${key}="${value.replace(/"/g, "&quot;")}"`).join("")}>${children.join("")}</${name}>`,
            ),
    );
    fc.assert(
      fc.property(fc.array(node(4), { maxLength: 4 }), (parts) => onlyPasteMarkup(sanitisePastedHtml(parts.join("")))),
      { numRuns: 400 },
    );
  });
});
