// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EmphasisText } from "../../../ui/src/kit/EmphasisText";
import { RichText } from "../../../ui/src/kit/RichText";
import { renderRichText } from "../../../ui/src/kit/richText/renderRichText";

afterEach(cleanup);

const html = (text: string, emphasis = false) => {
  const host = document.createElement("div");
  host.innerHTML = renderRichText(text, { emphasis }).html;
  return host;
};

describe("renderRichText: study text as sanitised markdown with math (spec 3 §2)", () => {
  it("renders markdown, and every link opens in a new window without handing over this page", () => {
    const host = html("**Osmosis** moves _water_.\n\n- one\n- two\n\nSee [the notes](https://example.org/n).");
    expect(host.querySelector("strong")?.textContent).toBe("Osmosis");
    expect(host.querySelector("em")?.textContent).toBe("water");
    expect(host.querySelectorAll("li")).toHaveLength(2);
    const link = host.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://example.org/n");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("drops scripts, handlers, javascript: links, forms, images and inline styles", () => {
    const host = html(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<b onclick="alert(4)" style="color:red">bold</b><form><input></form><iframe src="https://evil"></iframe>',
    );
    expect(host.innerHTML).not.toMatch(/script|onerror|onclick|javascript:|<img|<form|<input|<iframe|style=/i);
    expect(host.querySelector("b")?.textContent).toBe("bold");
  });

  it("typesets math between $$ $$, \\[ \\] and \\( \\), untouched by markdown", () => {
    const { html: out, hasMath } = renderRichText(
      "Inline \\( a_1 * b_2 * c \\) and display $$E = mc^2$$ and \\[\\frac{1}{2}\\]",
      { emphasis: false },
    );
    expect(hasMath).toBe(true);
    const host = document.createElement("div");
    host.innerHTML = out;
    expect(host.querySelectorAll(".katex")).toHaveLength(3);
    expect(host.querySelectorAll(".katex-display")).toHaveLength(2);
    // The stars and underscores stayed TeX: markdown did not turn them into emphasis.
    expect(host.querySelector("em")).toBeNull();
    expect(host.querySelector("annotation")?.textContent).toBe("a_1 * b_2 * c");
    expect(renderRichText("Costs $5 and $6.", { emphasis: false }).hasMath).toBe(false);
  });

  it("keeps KaTeX's trust off: \\href and \\url make no link, a bad formula shows its source", () => {
    const host = html("\\( \\href{javascript:alert(1)}{click} \\) \\( \\url{https://evil} \\) \\( \\frac{ \\)");
    expect(host.querySelector("a")).toBeNull();
    expect(host.querySelector("[href], [src]")).toBeNull();
    expect(host.querySelector(".katex-error")).not.toBeNull();
  });

  it("with reading emphasis, speaks each text once and shows the words' first halves bold", () => {
    const host = html("Cells **divide** by \\( x \\)", true);
    const spoken = [...host.querySelectorAll(".kit-emphasis__spoken")].map((node) => node.textContent);
    expect(spoken).toEqual(["Cells ", "divide", " by "]);
    for (const seen of host.querySelectorAll(".kit-emphasis__seen"))
      expect(seen.getAttribute("aria-hidden")).toBe("true");
    expect([...host.querySelectorAll(".kit-emphasis__fixed")].map((node) => node.textContent)).toEqual([
      "Cel",
      "div",
      "b",
    ]);
    // The formula is not emphasised.
    expect(host.querySelector(".katex .kit-emphasis")).toBeNull();
  });
});

describe("RichText and EmphasisText", () => {
  it("RichText renders once its renderer has loaded", async () => {
    // The first use fetches the renderer (marked, DOMPurify, KaTeX): React retries once it is there.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <RichText text="A [link](https://example.org)" />
        </Suspense>,
      );
    });
    const link = await screen.findByRole("link", { name: "link" });
    expect(link).toHaveProperty("target", "_blank");
  });

  it("EmphasisText: off is the text; on is read once, whole (the name of a button holding it)", () => {
    const { rerender } = render(
      <button type="button">
        <EmphasisText text="Phospholipids form bilayers" on={false} />
      </button>,
    );
    expect(screen.getByRole("button").innerHTML).toBe("Phospholipids form bilayers");
    rerender(
      <button type="button">
        <EmphasisText text="Phospholipids form bilayers" on />
      </button>,
    );
    expect(screen.getByRole("button", { name: "Phospholipids form bilayers" })).toBeTruthy();
    expect([...document.querySelectorAll("b")].map((node) => node.textContent)).toEqual(["Phospho", "fo", "bila"]);
  });
});
