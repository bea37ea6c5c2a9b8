import { ApiClient } from "@lectern/core/api/ApiClient";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { RecordPage } from "@lectern/core/records/record/RecordPage";
import { RECORD_TEXTS } from "@lectern/core/records/record/recordTexts";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";
import { ManualProbe } from "../../../support/ManualProbe";
import { RecordingSocket } from "../../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../../support/ScriptedHttp";
import { VirtualClock } from "../../../support/VirtualClock";
import { COMPLETED_SUMMARY, type DocumentOptions, sessionDocument, waveformReply } from "./recordDocuments";

const CHANNEL = "users-7.sessions-41";

const setUp = (options: DocumentOptions = {}) => {
  const http = new ScriptedHttp();
  let document = sessionDocument(options);
  http.on("GET", "sessions/41", () => ok(document));
  http.on("GET", "tags", ok({ data: [{ id: "5", type: "tags", attributes: { tag: "biology" } }] }));
  http.on("GET", "streams/9/temporary/cdn", ok({ data: { type: "cdn", attributes: { url: "blob:media-9" } } }));
  http.on("GET", "streams/9/waveform", ok(waveformReply));
  const socket = new RecordingSocket();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  const page = new RecordPage(api, socket, () => "7");
  const until = (test: (state: typeof page.state) => boolean) => firstValueFrom(page.state$.pipe(filter(test)));
  const asked = (path: string) => http.sent.filter((request) => request.url.split("?")[0] === path).length;
  return {
    http,
    socket,
    page,
    until,
    asked,
    serve: (next: DocumentOptions) => {
      document = sessionDocument(next);
    },
  };
};

describe("RecordPage", () => {
  it("loads the session with its parts, then the media address and the waveform", async () => {
    const { page, until, http } = setUp();
    page.open("41");
    const ready = await until((state) => state.phase === "ready" && state.media !== null && state.waveform !== null);
    expect(ready).toMatchObject({
      phase: "ready",
      processing: null,
      media: { primary: "blob:media-9", camera: null },
      waveform: { samples_per_pixel: 80, peaks: [-3, 4, -10, 12] },
      record: { name: "Cell biology" },
    });
    expect(http.sent[0]?.url).toBe(
      "sessions/41?include=streams%2Cpois%2Cnotes%2Ctags%2Ctranscript%2Csummary%2Caction_items",
    );
  });

  it("shows progress live from the view channel, then the player without a reload of the page", async () => {
    const { page, until, socket, serve, asked } = setUp({ status: 20, progress: 10, waveform: false });
    page.open("41");
    await until((state) => state.phase === "ready");
    expect(page.state).toMatchObject({ processing: 10, media: null });
    expect(asked("streams/9/temporary/cdn")).toBe(0);

    socket.emit(CHANNEL, "stream_convert_progress", { stream_id: 9, status: 20, convert_progress: 64 });
    expect(page.state).toMatchObject({ processing: 64 });

    serve({ status: 30, progress: 100, waveform: true });
    socket.emit(CHANNEL, "stream_convert_progress", { stream_id: "9", status: 30, convert_progress: 100 });
    expect(page.state).toMatchObject({ processing: null });
    socket.emit(CHANNEL, "waveform_finished", { stream_id: "9" });
    const shown = await until((state) => state.phase === "ready" && state.media !== null && state.waveform !== null);
    expect(shown).toMatchObject({ media: { primary: "blob:media-9" }, waveform: { length: 2 } });
  });

  it("reads the session again on changed, highlight and asset events", async () => {
    const { page, until, socket, serve } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    serve({ name: "Renamed elsewhere" });
    socket.emit(CHANNEL, "poi_changed", { id: "70" });
    await until((state) => state.phase === "ready" && state.record.name === "Renamed elsewhere");
    serve({ name: "Again" });
    socket.emit(CHANNEL, "changed", { id: "41" });
    await until((state) => state.phase === "ready" && state.record.name === "Again");
  });

  it("shows not found for a 404, and the error with Try again otherwise", async () => {
    const { page, until, http } = setUp();
    http.on("GET", "sessions/41", { status: 404, headers: {}, body: { errors: [{ title: "Not found" }] } });
    page.open("41");
    expect(await until((state) => state.phase !== "loading")).toEqual({ phase: "notFound", id: "41" });

    http.on("GET", "sessions/41", { status: 500, headers: {}, body: { errors: [{ title: "Server error" }] } });
    page.retry();
    expect(await until((state) => state.phase === "failed")).toMatchObject({ message: "Server error" });
    http.on("GET", "sessions/41", ok(sessionDocument()));
    page.retry();
    await until((state) => state.phase === "ready");
  });

  it("renames (non-empty after trim), favourites and tags through the contract's calls", async () => {
    const { page, until, http } = setUp();
    http.on("PATCH", "sessions/41", ok(sessionDocument()));
    http.on("POST", "v2/session/41/make-favorite", ok(sessionDocument({ favourite: true })));
    http.on("POST", "tags", ok({ data: { id: "8", type: "tags", attributes: { tag: "Exam" } } }));
    http.on("POST", "sessions/41/relationships/tags", ok(sessionDocument()));
    http.on("DELETE", "sessions/41/relationships/tags", ok(sessionDocument()));
    page.open("41");
    await until((state) => state.phase === "ready");

    expect(await page.rename("   ")).toEqual({
      ok: false,
      title: "Something went wrong",
      message: RECORD_TEXTS.emptyName,
    });
    expect(await page.rename("  Genetics  ")).toEqual({ ok: true });
    expect(http.sent.at(-1)?.body).toEqual({
      kind: "json",
      value: { data: { type: "sessions", id: "41", attributes: { name: "Genetics" } } },
    });
    expect(await page.setFavourite(true)).toEqual({ ok: true });
    expect(await page.attachTag(" Exam ")).toEqual({ ok: true });
    expect(http.sent.at(-1)?.body).toEqual({ kind: "json", value: { data: [{ type: "tags", id: "8" }] } });
    expect(page.state).toMatchObject({
      record: { name: "Genetics", favourite: true, tags: [{ id: "5" }, { id: "8", text: "Exam" }] },
    });
    expect(await page.detachTag("5")).toEqual({ ok: true });
    expect(page.state).toMatchObject({ record: { tags: [{ id: "8" }] } });
  });

  it("renames and removes highlights", async () => {
    const { page, until, http } = setUp();
    http.on("PATCH", "pois/70", ok({}));
    http.on("DELETE", "pois/71", { status: 204, headers: {}, body: null });
    page.open("41");
    await until((state) => state.phase === "ready");
    expect(await page.renameHighlight("70", "Cell cycle")).toEqual({ ok: true });
    expect(await page.removeHighlight("71")).toEqual({ ok: true });
    expect(page.state).toMatchObject({ record: { highlights: [{ id: "70", name: "Cell cycle" }] } });
  });

  it("downloads the zip, or says 'File is not found' for a 404 and the message otherwise", async () => {
    const { page, until, http } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    http.on(
      "GET",
      "sessions/41/zip",
      ok({ data: { type: "files_temporary_urls", attributes: { name: "a.zip", url: "blob:zip" } } }),
    );
    expect(await page.downloadZip()).toEqual({ ok: true, url: "blob:zip", name: "a.zip" });
    http.on("GET", "sessions/41/zip", { status: 404, headers: {}, body: { errors: [{ title: "Not found" }] } });
    expect(await page.downloadZip()).toEqual({
      ok: false,
      title: "Something went wrong",
      message: "File is not found",
    });
    http.on("GET", "sessions/41/zip", { status: 500, headers: {}, body: { errors: [{ title: "Disk full" }] } });
    expect(await page.downloadZip()).toEqual({ ok: false, title: "Something went wrong", message: "Disk full" });
  });

  it("deletes the session and stops following its channel; close forgets the record", async () => {
    const { page, until, http, socket, asked } = setUp();
    http.on("DELETE", "sessions/41", { status: 204, headers: {}, body: null });
    page.open("41");
    await until((state) => state.phase === "ready");
    expect(await page.remove()).toEqual({ ok: true });
    expect(page.state).toEqual({ phase: "removed", id: "41" });
    const loads = asked("sessions/41");
    socket.emit(CHANNEL, "changed", { id: "41" });
    expect(asked("sessions/41")).toBe(loads);

    page.open("41");
    await until((state) => state.phase === "ready");
    page.close("42");
    expect(page.state.phase).toBe("ready");
    page.close("41");
    expect(page.state).toEqual({ phase: "idle" });
    socket.emit(CHANNEL, "changed", { id: "41" });
    expect(asked("sessions/41")).toBe(loads + 1);
  });

  it("says the record is gone when the list channel reports it removed elsewhere", async () => {
    const { page, until, socket } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    socket.emit("users-7.sessions", "removed", { id: "42" });
    expect(page.state.phase).toBe("ready");
    socket.emit("users-7.sessions", "removed", { id: 41 });
    expect(page.state).toEqual({ phase: "notFound", id: "41" });
  });

  it("attaches and detaches a highlight's tags through pois/{id}/relationships/tags", async () => {
    const { page, until, http } = setUp();
    http.on("POST", "tags", ok({ data: { id: "6", type: "tags", attributes: { tag: "exam" } } }));
    http.on("POST", "pois/71/relationships/tags", ok({}));
    http.on("DELETE", "pois/70/relationships/tags", ok({}));
    page.open("41");
    await until((state) => state.phase === "ready");
    expect(await page.attachHighlightTag("71", "  ")).toMatchObject({ ok: false, message: RECORD_TEXTS.emptyTag });
    expect(await page.attachHighlightTag("71", "Exam")).toEqual({ ok: true });
    expect(http.sent.at(-1)?.body).toEqual({ kind: "json", value: { data: [{ type: "tags", id: "6" }] } });
    expect(await page.detachHighlightTag("70", "6")).toEqual({ ok: true });
    expect(page.state).toMatchObject({
      record: {
        highlights: [
          { id: "71", tags: [{ id: "6", tag: "exam" }] },
          { id: "70", tags: [] },
        ],
      },
    });
  });

  it("generates study material through POST sessions/{id}/summaries and shows it when assets_changes comes", async () => {
    const { page, until, http, socket, serve } = setUp({ summary: null, actionItems: [] });
    page.open("41");
    await until((state) => state.phase === "ready");
    expect(page.state).toMatchObject({ record: { summary: { status: "none" }, keyPoints: { status: "none" } } });

    serve({ summary: { stream_id: "9", status: 0 }, actionItems: [] });
    http.on("POST", "sessions/41/summaries", {
      status: 202,
      headers: {},
      body: { data: { id: "4", type: "sessions_summaries", attributes: { status: 0 } } },
    });
    expect(await page.generate(["summary", "action_items"])).toEqual({ ok: true });
    expect(http.sent.find((request) => request.method === "POST")?.body).toEqual({
      kind: "json",
      value: { data: { type: "sessions_summaries", attributes: { parts: ["summary", "action_items"] } } },
    });
    expect(page.state).toMatchObject({ record: { summary: { status: "generating" } } });

    serve({
      summary: { stream_id: "9", status: 20, summary: [{ text: "Cells divide.", start: 3, end: 6, poi_id: 70 }] },
      actionItems: [{ text: "Read chapter 4", start: 40, end: 44 }],
    });
    socket.emit(CHANNEL, "assets_changes", { id: "41" });
    const ready = await until((state) => state.phase === "ready" && state.record.summary.status === "ready");
    expect(ready).toMatchObject({
      record: {
        summary: { items: [{ text: "Cells divide.", start: 3, end: 6, poiId: "70" }] },
        actionItems: { status: "ready", items: [{ text: "Read chapter 4", start: 40 }] },
      },
    });

    serve({ summary: COMPLETED_SUMMARY, actionItems: [{ text: "Bring the results", start: 50, end: 52 }] });
    socket.emit(CHANNEL, "action_items_changed", { id: "41" });
    await until((state) => state.phase === "ready" && state.record.actionItems.items[0]?.text === "Bring the results");
  });

  it("a generation refused by the server answers with its reason and changes nothing", async () => {
    const { page, until, http } = setUp();
    page.open("41");
    await until((state) => state.phase === "ready");
    const refuse = (status: number, title: string) =>
      http.on("POST", "sessions/41/summaries", {
        status,
        headers: {},
        body: { errors: [{ status: String(status), title }] },
      });
    refuse(403, "You don't have permission to generate this.");
    expect(await page.generate(["key_points"])).toEqual({
      ok: false,
      title: "Something went wrong",
      message: "You don't have permission to generate this.",
    });
    refuse(409, "This lecture has no transcript to learn from yet.");
    expect(await page.generate(["summary"])).toMatchObject({
      ok: false,
      message: "This lecture has no transcript to learn from yet.",
    });
    expect(page.state).toMatchObject({ record: { summary: { status: "ready" } } });
    expect(await page.generate([])).toEqual({ ok: true });
  });
});
