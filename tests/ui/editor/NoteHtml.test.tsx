// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoteHtml } from "../../../ui/src/kit/noteHtml/NoteHtml";
import { renderNoteHtml } from "../../../ui/src/kit/noteHtml/renderNoteHtml";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shown = (html: string) => {
  const host = document.createElement("div");
  host.innerHTML = renderNoteHtml(html).html;
  return host;
};

/** Anything a browser could run or load from this markup. */
const EXECUTABLE =
  "script, iframe, object, embed, img, svg, math:not(.katex math), form, input, style, link, meta, base";

const PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" jAvAsCrIpT:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<span style="color: expression(alert(1))">x</span>',
  '<svg onload="alert(1)"><script>alert(1)</script></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<span class="ql-formula" data-value="\\href{javascript:alert(1)}{click}">x</span>',
  '<span class="ql-formula" data-value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</span>',
  '<span class="ql-formula" data-value="\\includegraphics{https://evil.example/x.png}">x</span>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://x.org" onfocus="alert(1)" autofocus>x</a>',
  '<li data-list="bullet" data-x="1" id="x" aria-hidden="true">x</li>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

describe("NoteHtml: a stored note shown read-only", () => {
  it.each(PAYLOADS)("renders %s without anything executable", (payload) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const host = shown(payload);
    expect(host.querySelector(EXECUTABLE)).toBeNull();
    const attributes = [...host.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => ({ element, name: attribute.name, value: attribute.value })),
    );
    // No handlers, no addresses but web and mail ones; the TeX may mention "javascript:" as text only.
    expect(attributes.filter(({ name }) => name.startsWith("on"))).toEqual([]);
    const ADDRESS = /^(href|src|action|formaction|xlink:href)$/;
    for (const address of attributes.filter((attribute) => ADDRESS.test(attribute.name)))
      expect(`${address.name}=${address.value}`).toMatch(/^href=(https?:|mailto:)/);
    // Styles: colours only, except KaTeX's own layout inside a typeset formula.
    const inlineStyles = attributes.filter(
      (attribute) => attribute.name === "style" && attribute.element.closest(".katex") === null,
    );
    for (const style of inlineStyles)
      expect(`${style.element.tagName} ${style.value}`).toMatch(/^\w+ (?:(?:background-)?color: [^;]+;?\s*)+$/);
  });

  it("keeps the editor's formats and opens links in a new tab without handing over the page", () => {
    const host = shown(
      '<h2>Title</h2><p><strong>b</strong> <span style="color: rgb(31, 67, 149)" class="ql-font-georgia ql-evil">c</span> ' +
        '<a href="https://x.org" target="_self" rel="opener">x</a></p>' +
        '<ol><li data-list="bullet" class="ql-indent-1">dot</li><li data-list="ordered">one</li></ol>',
    );
    expect(host.querySelector("h2")?.textContent).toBe("Title");
    const span = host.querySelector("span");
    expect(span?.getAttribute("class")).toBe("ql-font-georgia");
    expect(span?.getAttribute("style")).toBe("color: rgb(31, 67, 149)");
    const link = host.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect([...host.querySelectorAll("li")].map((item) => [item.dataset["list"], item.className])).toEqual([
      ["bullet", "ql-indent-1"],
      ["ordered", ""],
    ]);
  });

  it("typesets each formula with KaTeX and gives it a text alternative; an empty one is reported", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const rendered = renderNoteHtml('<p><span class="ql-formula" data-value="E=mc^2">E=mc^2</span></p>');
    expect(rendered.hasMath).toBe(true);
    const host = document.createElement("div");
    host.innerHTML = rendered.html;
    const formula = host.querySelector(".ql-formula");
    expect(formula?.getAttribute("role")).toBe("img");
    expect(formula?.getAttribute("aria-label")).toBe("Formula: E=mc^2");
    expect(formula?.querySelector(".katex")).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    renderNoteHtml('<span class="ql-formula" data-value=""></span>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no accessibility text"));
    expect(renderNoteHtml("<p>plain</p>").hasMath).toBe(false);
  });

  it("the component renders once its renderer has loaded", async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <NoteHtml html='<p>See <a href="https://example.org">the notes</a></p>' />
        </Suspense>,
      );
    });
    const link = await screen.findByRole("link", { name: "the notes" });
    expect(link).toHaveProperty("target", "_blank");
    expect(link.closest(".note-html")?.classList.contains("note-content")).toBe(true);
  });
});
