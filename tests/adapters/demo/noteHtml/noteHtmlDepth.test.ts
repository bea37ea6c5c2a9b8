import { noteHtmlDepth } from "@lectern/adapters/demo/model/noteHtml/noteHtmlDepth";
import { MAX_NOTE_HTML, MAX_NOTE_HTML_DEPTH, noteHtmlProblem, NOTE_TEXTS } from "@lectern/adapters/demo/model/notes";
import { describe, expect, it } from "vitest";

describe("noteHtmlDepth: how deep a note's HTML may nest once parsed, before it is parsed", () => {
  it("measures well-nested HTML of plain tags as written", () => {
    expect(noteHtmlDepth("just text")).toBe(0);
    expect(noteHtmlDepth("<p>a</p><p><br></p>")).toBe(1);
    expect(noteHtmlDepth('<ol><li data-list="bullet"><strong><em>a</em></strong></li></ol><p>b</p>')).toBe(4);
    // Attribute values hold anything, quoted or not: a tag inside one is no tag.
    expect(noteHtmlDepth("<a href=\"https://x.example/?q=</a>\" title='<b>'>x</a><span class=a>y</span>")).toBe(1);
    expect(noteHtmlDepth("a < b and c<d")).toBe(0);
  });

  it("bounds anything else by twice its count of tags", () => {
    // A comment could hide an end tag; raw text and tables are parsed by other rules.
    expect(noteHtmlDepth("<span><!--</span>--><span><!--</span>-->")).toBe(4);
    expect(noteHtmlDepth("<span><textarea></span></textarea>")).toBe(4);
    expect(noteHtmlDepth("<table><td>x</td></table>")).toBe(4);
    expect(noteHtmlDepth("<p><b>x</p></b>")).toBe(4);
  });

  it("refuses deep nesting before any parser sees it", () => {
    expect(noteHtmlDepth("<b>".repeat(80_000))).toBe(80_000);
    expect(noteHtmlProblem("<span>".repeat(MAX_NOTE_HTML_DEPTH + 1))).toBe(NOTE_TEXTS.htmlDepth);
    expect(noteHtmlProblem("<span>".repeat(MAX_NOTE_HTML_DEPTH))).toBeNull();
    expect(noteHtmlProblem("<ul><li>".repeat(MAX_NOTE_HTML_DEPTH))).toBe(NOTE_TEXTS.htmlDepth);
    expect(noteHtmlProblem("x".repeat(MAX_NOTE_HTML + 1))).toBe(NOTE_TEXTS.htmlLength);
    expect(noteHtmlProblem(5)).toBe(NOTE_TEXTS.htmlString);
  });
});
