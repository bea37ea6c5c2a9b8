import { SLIDE_TEXTS } from "@lectern/adapters/demo/model/slides/slideTexts";
import { setSlideUploadLimit } from "@lectern/adapters/demo/model/slides/slideUploads";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { ApiRequest } from "@lectern/core/api/requestConventions";
import type { WireResponse } from "@lectern/core/api/wire";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { beforeEach, describe, expect, it } from "vitest";
import { SharingDriver } from "./sharing/SharingDriver";
import type { SlidesSubject } from "./slides/SlidesSubject";
import { UploadDriver } from "./upload/UploadDriver";

const OWNER = SEED_USERS[0];
const PDF = new TextEncoder().encode(`%PDF-1.4\n${"1 0 obj << /Type /Catalog >> endobj\n".repeat(8)}%%EOF\n`);
const PPTX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);

interface SlideSet {
  readonly id: string;
  readonly slideUrl: string;
  readonly name: string;
  readonly format: string;
  readonly created_at: string;
  readonly updated_at: string;
}
interface SlideNote {
  readonly id: string;
  readonly slideId: string;
  readonly pageUrl: null;
  readonly pageNumber: number;
  readonly note: string;
  readonly text: string;
  readonly ocr: string | null;
  readonly createdAt: string;
  readonly order: number;
}
type Listed = { readonly data: SlideSet & { readonly slideNotes: readonly SlideNote[] } }[];

/** The status a call ended with (2xx or the ApiError's) and the error's title. */
const outcome = async (call: Promise<unknown>): Promise<{ status: number; title: string | null }> => {
  try {
    const response = (await call) as WireResponse | undefined;
    return { status: response?.status ?? 204, title: null };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, title: error.title };
  }
};

/**
 * Slides (spec 3 §2, §7; the wire contract of core/src/slides/README.md): the upload URL, the PUT of
 * the raw file, attaching it, the list with its pages' notes, removal, the file's address, the
 * shared record's `slides`, who may write, and `assets_changes`. Runs unchanged on every backend.
 */
export const describeSlidesContract = (suiteName: string, makeSubject: () => Promise<SlidesSubject>): void => {
  describe(suiteName, () => {
    let subject: SlidesSubject;
    let sharing: SharingDriver;
    let owner: string;
    let other: string;
    let sessionId: string;

    const as = (token: string | null, request: ApiRequest, shared = false) =>
      sharing.as(token, request, shared ? sessionId : undefined);
    const uploadUrl = (token: string, filename: string, session = sessionId) =>
      as(token, { method: "GET", path: `v2/upload/url/stream/${session}/file`, query: { filename } });
    const put = async (token: string, url: string, bytes: Uint8Array, type = "application/pdf") => {
      const mine = subject.keyValue.get("token");
      subject.keyValue.set("token", token);
      try {
        await subject.upload.put(url, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), type);
      } finally {
        if (mine === null) subject.keyValue.remove("token");
        else subject.keyValue.set("token", mine);
      }
    };
    const attach = (token: string, path: string) =>
      as(token, { method: "POST", path: `v2/session/${sessionId}/slide`, query: { with: "slides" }, body: { path } });
    const list = async (token: string | null, shared = false) =>
      ((await as(token, { method: "GET", path: `v2/session/${sessionId}/slides` }, shared)).body as { data: Listed })
        .data;
    const writeNote = (token: string, slideId: string, pageNumber: unknown, note: string, ocr?: string) =>
      as(token, {
        method: "POST",
        path: `v2/session/${sessionId}/slide/${slideId}/note`,
        body: { slideId, pageNumber, note, ...(ocr === undefined ? {} : { ocr }) },
      });

    /** The whole upload sequence of spec 3 §4: URL → PUT → attach. */
    const uploadSlides = async (name = "Week 3.pdf", bytes: Uint8Array = PDF): Promise<SlideSet> => {
      const { url, path } = ((await uploadUrl(owner, name)).body as { data: { url: string; path: string } }).data;
      await put(owner, url, bytes, name.endsWith(".pdf") ? "application/pdf" : "application/octet-stream");
      const attached = await attach(owner, path);
      expect(attached.status).toBe(201);
      return (attached.body as { data: { slides: { data: SlideSet }[] } }).data.slides[0]!.data;
    };

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      setSlideUploadLimit(subject.router().database);
      const sessions = new UploadDriver(subject.api, subject.keyValue);
      sharing = new SharingDriver(subject.api, subject.keyValue);
      other = await sessions.signUp(`other-${Math.random().toString(36).slice(2)}@example.com`, "Other#2026pass");
      owner = await sessions.signIn(OWNER.email, OWNER.password);
      sessionId = (await sessions.createSession()).data.id;
    });

    it("uploads a PDF end to end: the list shows it and its address reads back the same bytes", async () => {
      expect(await list(owner)).toEqual([]);
      const progress: number[] = [];
      const { url, path } = ((await uploadUrl(owner, "Week 3.PDF")).body as { data: { url: string; path: string } })
        .data;
      expect(url).toMatch(/^demo\/media\/uploads\/\w+$/);
      const mine = subject.keyValue.get("token");
      subject.keyValue.set("token", owner);
      await subject.upload.put(url, new Blob([PDF], { type: "application/pdf" }), "application/pdf", (fraction) =>
        progress.push(fraction),
      );
      if (mine !== null) subject.keyValue.set("token", mine);
      expect(progress.at(-1)).toBe(1);
      expect(progress.slice(0, -1).every((fraction) => fraction < 1)).toBe(true);
      const set = ((await attach(owner, path)).body as { data: { slides: { data: SlideSet }[] } }).data.slides[0]!.data;
      expect(set).toMatchObject({ name: "Week 3.PDF", format: "pdf" });
      expect(set.slideUrl).toMatch(/^\/api\/demo\/media\/slides\/\w+$/);
      const listed = await list(owner);
      expect(listed).toHaveLength(1);
      expect(listed[0]!.data).toMatchObject({ id: set.id, name: "Week 3.PDF", format: "pdf", slideNotes: [] });
      const file = await subject.readFile(listed[0]!.data.slideUrl);
      expect(file.status).toBe(200);
      expect(file.type).toBe("application/pdf");
      expect([...file.bytes]).toEqual([...PDF]);
    });

    it("keeps one slide set per session: attaching replaces the old one, its notes and its file", async () => {
      const first = await uploadSlides("first.pdf");
      await writeNote(owner, first.id, 1, "<p>Old</p>");
      const oldFile = first.slideUrl;
      const second = await uploadSlides("second.pptx", PPTX);
      const listed = await list(owner);
      expect(listed.map((item) => [item.data.id, item.data.name, item.data.format, item.data.slideNotes])).toEqual([
        [second.id, "second.pptx", "pptx", []],
      ]);
      expect((await subject.readFile(oldFile)).status).toBe(404);
      expect((await subject.readFile(second.slideUrl)).bytes).toEqual(PPTX);
    });

    it("deleting the session takes its slides, their notes and the file with it", async () => {
      const set = await uploadSlides();
      await writeNote(owner, set.id, 1, "<p>Gone with the session</p>");
      expect((await subject.readFile(set.slideUrl)).status).toBe(200);
      await as(owner, { method: "DELETE", path: `sessions/${sessionId}` });
      expect((await subject.readFile(set.slideUrl)).status).toBe(404);
      const { slideSets, slideNotes } = subject.router().database.data;
      expect(slideSets.filter((row) => row.sessionId === sessionId)).toEqual([]);
      expect(slideNotes.filter((row) => row.sessionId === sessionId)).toEqual([]);
    });

    it("writes one note per page, sanitised, its text derived, ordered by page number", async () => {
      const set = await uploadSlides();
      const created = await writeNote(owner, set.id, 3, "<p>Third <b>page</b></p>", "OCR three");
      expect(created.status).toBe(201);
      const third = (created.body as { data: SlideNote }).data;
      expect(third).toMatchObject({
        slideId: set.id,
        pageUrl: null,
        pageNumber: 3,
        note: "<p>Third <b>page</b></p>",
        text: "Third page",
        ocr: "OCR three",
      });
      expect((await writeNote(owner, set.id, 1, "")).status).toBe(201);
      const again = await writeNote(
        owner,
        set.id,
        3,
        '<p>Again<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      );
      expect(again.status).toBe(200);
      expect((again.body as { data: SlideNote }).data.id).toBe(third.id);
      const updated = await as(owner, {
        method: "PUT",
        path: `v2/session/${sessionId}/slide/${set.id}/note/${third.id}`,
        body: { note: "<p>Edited</p><script>alert(3)</script>" },
      });
      expect((updated.body as { data: SlideNote }).data).toMatchObject({
        id: third.id,
        note: "<p>Edited</p>",
        text: "Edited",
        ocr: "OCR three",
        order: 2,
      });
      const notes = (await list(owner))[0]!.data.slideNotes;
      expect(notes.map((note) => [note.pageNumber, note.order, note.note])).toEqual([
        [1, 1, ""],
        [3, 2, "<p>Edited</p>"],
      ]);
      const everything = JSON.stringify(await list(owner));
      expect(everything).not.toMatch(/<script|onerror/i);
    });

    it("refuses a page number that is not a positive whole number and a note over 262,144 characters", async () => {
      const set = await uploadSlides();
      for (const pageNumber of [0, -1, 1.5, "2", null]) {
        expect(await outcome(writeNote(owner, set.id, pageNumber, "<p>x</p>"))).toEqual({
          status: 422,
          title: SLIDE_TEXTS.pageNumber,
        });
      }
      expect((await outcome(writeNote(owner, set.id, 1, `<p>${"a".repeat(262_144)}</p>`))).status).toBe(422);
      expect(await list(owner).then((items) => items[0]!.data.slideNotes)).toEqual([]);
    });

    it("deletes the slides: their notes and their file go, and the list is empty", async () => {
      const set = await uploadSlides();
      await writeNote(owner, set.id, 1, "<p>One</p>");
      expect((await as(owner, { method: "DELETE", path: `v2/session/${sessionId}/slide/${set.id}` })).status).toBe(204);
      expect(await list(owner)).toEqual([]);
      expect((await subject.readFile(set.slideUrl)).status).toBe(404);
      expect(
        (await outcome(as(owner, { method: "DELETE", path: `v2/session/${sessionId}/slide/${set.id}` }))).status,
      ).toBe(404);
    });

    it("refuses every write of another user with 403, and a signed-out one with 401", async () => {
      const set = await uploadSlides();
      const { body } = await uploadUrl(owner, "mine.pdf");
      const { url, path } = (body as { data: { url: string; path: string } }).data;
      const writes: (() => Promise<unknown>)[] = [
        () => uploadUrl(other, "theirs.pdf"),
        () => attach(other, path),
        () => as(other, { method: "DELETE", path: `v2/session/${sessionId}/slide/${set.id}` }),
        () => writeNote(other, set.id, 1, "<p>Theirs</p>"),
      ];
      for (const write of writes) expect((await outcome(write())).status).toBe(403);
      // The upload URL is the owner's: another user's PUT to it finds nothing.
      expect((await outcome(put(other, url, PDF))).status).toBe(404);
      expect((await outcome(uploadUrl(null as unknown as string, "a.pdf"))).status).toBe(401);
      expect((await list(owner))[0]!.data.slideNotes).toEqual([]);
    });

    it("lets a viewer of the share link read the slides and the file, and write nothing", async () => {
      const set = await uploadSlides();
      const note = (await writeNote(owner, set.id, 2, "<p>Shared note</p>")).body as { data: SlideNote };
      expect((await outcome(list(null, true))).status).toBe(404);
      await sharing.linkOn(owner, sessionId);
      for (const viewer of [null, other]) {
        const listed = await list(viewer, true);
        expect(listed[0]!.data).toMatchObject({
          id: set.id,
          slideNotes: [{ id: note.data.id, note: "<p>Shared note</p>" }],
        });
        const file = await subject.readFile(listed[0]!.data.slideUrl);
        expect([file.status, [...file.bytes]]).toEqual([200, [...PDF]]);
      }
      const viewerWrites: (() => Promise<unknown>)[] = [
        () =>
          as(
            other,
            {
              method: "POST",
              path: `v2/session/${sessionId}/slide/${set.id}/note`,
              body: { pageNumber: 1, note: "x" },
            },
            true,
          ),
        () => as(other, { method: "DELETE", path: `v2/session/${sessionId}/slide/${set.id}` }, true),
        () =>
          as(
            other,
            { method: "GET", path: `v2/upload/url/stream/${sessionId}/file`, query: { filename: "a.pdf" } },
            true,
          ),
      ];
      for (const write of viewerWrites) expect((await outcome(write())).status).toBe(403);
      // Off again: the address handed to the viewer stops answering.
      const address = (await list(null, true))[0]!.data.slideUrl;
      await sharing.unshare(owner, sessionId);
      expect((await subject.readFile(address)).status).toBe(403);
    });

    it("puts the slides in the shared record's payload", async () => {
      await sharing.linkOn(owner, sessionId);
      expect((await sharing.shared(null, sessionId)).body).toMatchObject({ slides: [] });
      const set = await uploadSlides();
      await writeNote(owner, set.id, 1, "<p>First</p>");
      const shared = (await sharing.shared(null, sessionId)).body as { slides: Listed };
      expect(shared.slides).toHaveLength(1);
      expect(shared.slides[0]!.data).toMatchObject({
        id: set.id,
        name: "Week 3.pdf",
        slideNotes: [{ pageNumber: 1, order: 1 }],
      });
      expect([...(await subject.readFile(shared.slides[0]!.data.slideUrl)).bytes]).toEqual([...PDF]);
    });

    it("refuses a name that is not PDF, PPT or PPTX, and an empty one, with the format text", async () => {
      for (const filename of ["notes.docx", "", "pdf", "slides.pdf.exe"]) {
        expect(await outcome(uploadUrl(owner, filename))).toEqual({ status: 422, title: SLIDE_TEXTS.format });
      }
      expect((await outcome(uploadUrl(owner, "a.pdf", "999999"))).status).toBe(404);
    });

    it("refuses bytes that are not the named format, and keeps the URL for a right file", async () => {
      const { url, path } = ((await uploadUrl(owner, "a.pdf")).body as { data: { url: string; path: string } }).data;
      expect(await outcome(put(owner, url, new TextEncoder().encode("<html>not a pdf</html>")))).toEqual({
        status: 422,
        title: SLIDE_TEXTS.notTheFormat,
      });
      expect((await outcome(put(owner, url, PPTX))).status).toBe(422);
      expect(await outcome(attach(owner, path))).toEqual({ status: 422, title: SLIDE_TEXTS.pathUnknown });
      await put(owner, url, PDF);
      expect((await attach(owner, path)).status).toBe(201);
    });

    it("uses a token and a path once, and lets a token lapse after an hour", async () => {
      const { url, path } = ((await uploadUrl(owner, "a.pdf")).body as { data: { url: string; path: string } }).data;
      await put(owner, url, PDF);
      expect(await outcome(put(owner, url, PDF))).toEqual({ status: 404, title: SLIDE_TEXTS.uploadUnknown });
      await attach(owner, path);
      expect(await outcome(attach(owner, path))).toEqual({ status: 422, title: SLIDE_TEXTS.pathUnknown });
      expect((await outcome(attach(owner, "slides/made-up"))).status).toBe(422);
      const late = ((await uploadUrl(owner, "b.pdf")).body as { data: { url: string } }).data.url;
      subject.advance(60 * 60_000);
      expect((await outcome(put(owner, late, PDF))).status).toBe(404);
    });

    it("refuses a file over the limit with 413 (the limit made small for the test)", async () => {
      setSlideUploadLimit(subject.router().database, PDF.length - 1);
      const { url } = ((await uploadUrl(owner, "a.pdf")).body as { data: { url: string } }).data;
      expect(await outcome(put(owner, url, PDF))).toEqual({ status: 413, title: SLIDE_TEXTS.tooLarge });
      setSlideUploadLimit(subject.router().database, PDF.length);
      await put(owner, url, PDF);
    });

    it("refuses an attach of another session's upload", async () => {
      const sessions = new UploadDriver(subject.api, subject.keyValue);
      const otherSession = (await sessions.createSession()).data.id;
      const { url, path } = (
        (await uploadUrl(owner, "a.pdf", otherSession)).body as { data: { url: string; path: string } }
      ).data;
      await put(owner, url, PDF);
      expect(await outcome(attach(owner, path))).toEqual({ status: 422, title: SLIDE_TEXTS.pathUnknown });
    });

    it("tells the session's viewers `assets_changes` on attach, note writes and delete", async () => {
      const set = await uploadSlides();
      await writeNote(owner, set.id, 1, "<p>One</p>");
      await as(owner, { method: "DELETE", path: `v2/session/${sessionId}/slide/${set.id}` });
      const channel = `private-users-${OWNER.id}.sessions-${sessionId}`;
      const heard = await subject.events.next(channel, "assets_changes", 3);
      expect(heard).toHaveLength(3);
      expect(heard[0]!.data).toEqual({ id: sessionId });
    });
  });
};
