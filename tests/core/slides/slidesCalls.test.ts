import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { SlidesCalls } from "@lectern/core/slides/application/slidesCalls";
import { UNSUPPORTED_SLIDES_TEXT } from "@lectern/core/slides/domain/slideFormats";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { PDF_BYTES, openSlidesBackend } from "./slidesBackend";

const rejection = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
};

const SET = {
  id: "s1",
  slideUrl: "/api/demo/media/slides/t1",
  name: "Week 3.pdf",
  format: "pdf",
  created_at: "2026-11-22T09:00:00.000Z",
  updated_at: "2026-11-22T09:00:00.000Z",
};
const NOTE = {
  id: "n1",
  slideId: "s1",
  pageUrl: null,
  pageNumber: 2,
  note: "<p>Cell wall</p>",
  text: "Cell wall",
  ocr: "Plant cells",
  createdAt: "2026-11-22T09:00:00.000Z",
  order: 1,
};

const scripted = () => {
  const http = new ScriptedHttp();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  return { http, calls: new SlidesCalls(api) };
};

describe("SlidesCalls on the wire", () => {
  it("asks for an upload URL with the file name in the query", async () => {
    const { http, calls } = scripted();
    http.on("GET", "v2/upload/url/stream/41/file", ok({ data: { url: "demo/media/uploads/tok", path: "p/1" } }));
    expect(await calls.uploadUrl("41", "Week 3 & 4.pdf")).toEqual({ url: "demo/media/uploads/tok", path: "p/1" });
    expect(http.sent[0]).toMatchObject({
      method: "GET",
      url: "v2/upload/url/stream/41/file?filename=Week%203%20%26%204.pdf",
    });
  });

  it("attaches by path and reads the set from the session's slides", async () => {
    const { http, calls } = scripted();
    http.on("POST", "v2/session/41/slide", { status: 201, headers: {}, body: { data: { slides: [{ data: SET }] } } });
    expect(await calls.attach("41", "p/1")).toEqual({
      id: "s1",
      slideUrl: SET.slideUrl,
      name: "Week 3.pdf",
      format: "pdf",
    });
    expect(http.sent[0]).toMatchObject({
      method: "POST",
      url: "v2/session/41/slide?with=slides",
      body: { kind: "json", value: { path: "p/1" } },
    });
  });

  it("lists the last set with its notes in page order, and null for none", async () => {
    const { http, calls } = scripted();
    const older = { ...SET, id: "s0", slideNotes: [] };
    const page1 = { ...NOTE, id: "n0", pageNumber: 1, order: 1 };
    http.on(
      "GET",
      "v2/session/41/slides",
      ok({ data: [{ data: older }, { data: { ...SET, slideNotes: [NOTE, page1] } }] }),
    );
    http.on("GET", "v2/session/42/slides", ok({ data: [] }));
    const listed = await calls.list("41");
    expect(listed?.id).toBe("s1");
    expect(listed?.slideNotes.map((note) => note.pageNumber)).toEqual([1, 2]);
    expect(listed?.slideNotes[1]).toEqual({
      id: "n1",
      slideId: "s1",
      pageUrl: null,
      pageNumber: 2,
      note: "<p>Cell wall</p>",
      text: "Cell wall",
      ocr: "Plant cells",
      createdAt: "2026-11-22T09:00:00.000Z",
    });
    expect(await calls.list("42")).toBeNull();
  });

  it("falls back to the name's format when the server names one it does not know", async () => {
    const { http, calls } = scripted();
    http.on("GET", "v2/session/41/slides", ok({ data: [{ data: { ...SET, name: "a.PPTX", format: "odp" } }] }));
    expect((await calls.list("41"))?.format).toBe("pptx");
  });

  it("creates a note with its page and ocr, updates with PUT (sent as POST with the override), removes with DELETE", async () => {
    const { http, calls } = scripted();
    http.on("POST", "v2/session/41/slide/s1/note", { status: 201, headers: {}, body: { data: NOTE } });
    http.on("PUT", "v2/session/41/slide/s1/note/n1", ok({ data: { ...NOTE, note: "<p>x</p>", text: "x" } }));
    http.on("DELETE", "v2/session/41/slide/s1", { status: 204, headers: {}, body: null });

    expect((await calls.createNote("41", "s1", { pageNumber: 2, note: "", ocr: "Plant cells" })).id).toBe("n1");
    await calls.createNote("41", "s1", { pageNumber: 3, note: "<p>y</p>" });
    expect((await calls.updateNote("41", "s1", "n1", { note: "<p>x</p>" })).text).toBe("x");
    await calls.remove("41", "s1");

    expect(
      http.sent.map((request) => [request.method, request.headers["X-HTTP-METHOD-OVERRIDE"], request.body]),
    ).toEqual([
      ["POST", undefined, { kind: "json", value: { slideId: "s1", pageNumber: 2, note: "", ocr: "Plant cells" } }],
      // No ocr key at all when there is none: the server keeps the one it has.
      ["POST", undefined, { kind: "json", value: { slideId: "s1", pageNumber: 3, note: "<p>y</p>" } }],
      ["POST", "PUT", { kind: "json", value: { note: "<p>x</p>" } }],
      ["POST", "DELETE", undefined],
    ]);
  });

  it("surfaces failures as ApiError, a reply it cannot read included", async () => {
    const { http, calls } = scripted();
    http.on("GET", "v2/session/41/slides", ok({ data: [{ data: { id: "s1" } }] }));
    http.on("POST", "v2/session/41/slide", { status: 201, headers: {}, body: { data: { slides: [] } } });
    expect(isApiError(await rejection(calls.list("41")))).toBe(true);
    expect(isApiError(await rejection(calls.attach("41", "p")))).toBe(true);
    const refused = await rejection(calls.remove("99", "s1"));
    expect(isApiError(refused) && refused.status).toBe(404);
  });
});

describe("SlidesCalls against the in-process demo backend", () => {
  it("uploads, attaches, lists, writes a page's note and removes the set", async () => {
    const { calls, upload, files, sessionId } = await openSlidesBackend();
    expect(await calls.list(sessionId)).toBeNull();

    const { url, path } = await calls.uploadUrl(sessionId, "Week 3.pdf");
    await upload.put(url, new Blob([PDF_BYTES], { type: "application/pdf" }), "application/pdf");
    const set = await calls.attach(sessionId, path);
    expect(set).toMatchObject({ name: "Week 3.pdf", format: "pdf" });
    expect(await files.read(set.slideUrl)).toEqual(PDF_BYTES);

    const created = await calls.createNote(sessionId, set.id, { pageNumber: 2, note: "", ocr: "Plant cells" });
    expect(created).toMatchObject({ slideId: set.id, pageNumber: 2, note: "", text: "", ocr: "Plant cells" });
    const updated = await calls.updateNote(sessionId, set.id, created.id!, { note: "<p>Cell wall</p>" });
    expect(updated).toMatchObject({ id: created.id, note: "<p>Cell wall</p>", text: "Cell wall", ocr: "Plant cells" });

    const listed = await calls.list(sessionId);
    // Each reply hands out its own address token; both read the same file.
    expect(listed).toMatchObject({ id: set.id, name: "Week 3.pdf", format: "pdf" });
    expect(await files.read(listed!.slideUrl)).toEqual(PDF_BYTES);
    expect(listed?.slideNotes).toEqual([updated]);

    await calls.remove(sessionId, set.id);
    expect(await calls.list(sessionId)).toBeNull();
    // The backend's first note sanitising loads its module: slow under a busy test run.
  }, 30_000);

  it("gives the server's refusal of a file name as the ApiError's message", async () => {
    const { calls, sessionId } = await openSlidesBackend();
    const refused = await rejection(calls.uploadUrl(sessionId, "notes.docx"));
    expect(isApiError(refused) && [refused.status, refused.message]).toEqual([422, UNSUPPORTED_SLIDES_TEXT]);
  });
});
