import { MAX_NOTE_HTML, MAX_NOTE_HTML_DEPTH, MAX_NOTE_TEXT, NOTE_TEXTS } from "@lectern/adapters/demo/model/notes";
import type { ApiError } from "@lectern/core/kernel/ApiError";
import { plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import { describe, expect, it } from "vitest";
import { expectFailure } from "../upload/expectFailure";
import type { HighlightsDriver } from "./HighlightsDriver";
import type { HighlightsSubject } from "./HighlightsSubject";

/** What the notes' rich-text cases need of the highlights contract around them. */
export interface NoteHtmlFixture {
  subject(): HighlightsSubject;
  client(): HighlightsDriver;
  /** A session of the signed-in seed user, started. */
  startedSession(): Promise<string>;
}

const HTML_POINTER = "/data/attributes/html";

/** The status, title and first pointer of a refused call. */
const refusal = (error: ApiError) => ({
  status: error.status,
  title: error.title,
  pointer: (error.meta?.body as { errors?: { source?: { pointer?: string } }[] } | undefined)?.errors?.[0]?.source
    ?.pointer,
});

/** What the editor writes: a heading, formats, a colour, a link, a formula and a list. */
const EDITOR_HTML =
  '<h2>Membranes</h2><p class="ql-font-georgia">The <strong>fluid</strong> <em>mosaic</em> model, ' +
  '<span style="color: #1F4395">Singer &amp; Nicolson</span> (<a href="https://example.org/paper">paper</a>): ' +
  '<span class="ql-formula" data-value="\\Delta G = RT \\ln \\frac{c_2}{c_1}">\\Delta G = RT \\ln \\frac{c_2}{c_1}</span></p>' +
  '<p><br></p><ol><li data-list="bullet">diffusion</li><li data-list="bullet">osmosis</li></ol>';
const EDITOR_TEXT =
  "Membranes\nThe fluid mosaic model, Singer & Nicolson (paper): \\Delta G = RT \\ln \\frac{c_2}{c_1}\n\ndiffusion\nosmosis";

/** Markup that must never come back able to run, and what of it may. */
const ATTACKS: readonly (readonly [string, string])[] = [
  ["<p>a</p><script>alert(1)</script>", "<p>a</p>"],
  ['<p>b<img src=x onerror="alert(1)"></p>', "<p>b</p>"],
  ['<p>c</p><iframe src="https://evil.example/"></iframe>', "<p>c</p>"],
  ['<p style="position:fixed; inset:0; color: #D1414C">d</p>', '<p style="color: #D1414C">d</p>'],
  ['<a href="javascript:alert(1)">e</a>', "<a>e</a>"],
  [
    '<span class="ql-formula" data-value="x"><img src=x onerror="alert(1)"></span>',
    '<span class="ql-formula" data-value="x">x</span>',
  ],
];

/**
 * Notes written as rich text (issue 22): the backend stores the editor's HTML sanitised with its
 * plain text derived, and still takes plain text from older clients. Runs inside the highlights
 * contract, against every backend (on the Node server, sanitised on jsdom).
 */
export const describeNoteHtmlContract = (fixture: NoteHtmlFixture): void => {
  describe("notes as rich text (issue 22)", () => {
    it("stores the editor's HTML with its plain text and answers both (201), in the list too", async () => {
      const sessionId = await fixture.startedSession();
      const client = fixture.client();
      const note = await client.createNote(sessionId, { html: EDITOR_HTML, text: "ignored beside html" });
      expect(note.data.attributes).toMatchObject({ html: EDITOR_HTML, text: EDITOR_TEXT, is_url: false });
      expect((await client.listNotes(sessionId)).data[0]!.attributes).toMatchObject({
        html: EDITOR_HTML,
        text: EDITOR_TEXT,
      });
      expect((await fixture.subject().content(sessionId))?.notes).toMatchObject([
        { id: note.data.id, html: EDITOR_HTML, text: EDITOR_TEXT },
      ]);
    });

    it("keeps nothing executable: scripts, handlers, frames, positioning and javascript: links go", async () => {
      const sessionId = await fixture.startedSession();
      const client = fixture.client();
      for (const [sent, kept] of ATTACKS) {
        const created = await client.createNote(sessionId, { html: sent });
        expect(created.data.attributes.html).toBe(kept);
        const edited = await client.editNoteWith(created.data.id, { html: `<p>x</p>${sent}` });
        expect(edited.data.attributes.html).toBe(`<p>x</p>${kept}`);
      }
      const stored = (await fixture.subject().content(sessionId))?.notes ?? [];
      expect(stored).toHaveLength(ATTACKS.length);
      for (const note of stored) {
        expect(note.html).not.toMatch(/<script|<iframe|<img|onerror|javascript:|position/i);
      }
    });

    it("edits a note's HTML (200) and its text follows; a text-only edit makes paragraphs of it", async () => {
      const sessionId = await fixture.startedSession();
      const client = fixture.client();
      const note = await client.createNote(sessionId, { text: "first" });
      fixture.subject().advance(60_000);
      const edited = await client.editNoteWith(note.data.id, { html: "<p>a &lt; b</p><ul><li>one</li></ul>" });
      expect(edited.data.attributes).toMatchObject({
        html: "<p>a &lt; b</p><ul><li>one</li></ul>",
        text: "a < b\none",
      });
      expect(edited.data.attributes.updated_at).not.toBe(edited.data.attributes.created_at);
      const plain = await client.editNote(note.data.id, "line 1\n\nline <2>");
      expect(plain.data.attributes).toMatchObject({
        text: "line 1\n\nline <2>",
        html: "<p>line 1</p><p><br></p><p>line &lt;2&gt;</p>",
      });
    });

    it("gives text-only notes, old and new, their text as paragraphs of HTML", async () => {
      const sessionId = await fixture.startedSession();
      const client = fixture.client();
      const note = await client.createNote(sessionId, { text: "<p>Read chapter 3</p>\nthen 4" });
      expect(note.data.attributes).toMatchObject({
        text: "<p>Read chapter 3</p>\nthen 4",
        html: "<p>&lt;p&gt;Read chapter 3&lt;/p&gt;</p><p>then 4</p>",
      });
      // The seeded lectures' notes were stored before notes had HTML.
      const seeded = (await fixture.subject().everything()).notes.find(
        (candidate) => candidate.url === null && candidate.html === undefined,
      );
      expect(seeded).toBeDefined();
      const listed = (await client.listNotes(seeded!.sessionId)).data.find((candidate) => candidate.id === seeded!.id);
      expect(listed?.attributes).toMatchObject({ text: seeded!.text, html: plainTextAsNoteHtml(seeded!.text) });
    });

    it("stores a note that is only a formula, its TeX as its text", async () => {
      const sessionId = await fixture.startedSession();
      const note = await fixture
        .client()
        .createNote(sessionId, { html: '<p><span class="ql-formula" data-value="e^{i\\pi} + 1 = 0"></span></p>' });
      expect(note.data.attributes).toMatchObject({
        html: '<p><span class="ql-formula" data-value="e^{i\\pi} + 1 = 0">e^{i\\pi} + 1 = 0</span></p>',
        text: "e^{i\\pi} + 1 = 0",
      });
    });

    it("refuses HTML that is not a string, too long, too deep, or has no text (422 at data.attributes.html)", async () => {
      const sessionId = await fixture.startedSession();
      const client = fixture.client();
      const refused = async (html: unknown) => refusal(await expectFailure(client.createNote(sessionId, { html })));
      expect(await refused(5)).toEqual({ status: 422, title: NOTE_TEXTS.htmlString, pointer: HTML_POINTER });
      expect(NOTE_TEXTS.htmlLength).toBe("The html may not be greater than 262144 characters.");
      // The markup's own layout (whitespace between blocks) counts towards the limit, not towards the text.
      const longest = "<p>x</p>".padEnd(MAX_NOTE_HTML - "<p>y</p>".length, "\n").concat("<p>y</p>");
      expect(await refused(`${longest} `)).toEqual({
        status: 422,
        title: NOTE_TEXTS.htmlLength,
        pointer: HTML_POINTER,
      });
      expect(await refused("<span>".repeat(MAX_NOTE_HTML_DEPTH + 1))).toEqual({
        status: 422,
        title: NOTE_TEXTS.htmlDepth,
        pointer: HTML_POINTER,
      });
      for (const empty of [
        "",
        "   ",
        "<p> </p><p><br></p>",
        "<p>&nbsp;</p>",
        "<script>alert(1)</script>",
        "<img src=x>",
      ]) {
        expect(await refused(empty)).toEqual({ status: 422, title: NOTE_TEXTS.textRequired, pointer: HTML_POINTER });
      }
      expect(await refused(`<p>${"x".repeat(MAX_NOTE_TEXT + 1)}</p>`)).toEqual({
        status: 422,
        title: NOTE_TEXTS.textLength,
        pointer: HTML_POINTER,
      });
      const note = await client.createNote(sessionId, { html: longest });
      expect(note.data.attributes.text).toBe("x\ny");
      const edit = await expectFailure(client.editNoteWith(note.data.id, { html: "<p>\n</p>" }));
      expect(refusal(edit)).toEqual({ status: 422, title: NOTE_TEXTS.textRequired, pointer: HTML_POINTER });
      expect((await client.listNotes(sessionId)).data).toHaveLength(1);
    });
  });
};
