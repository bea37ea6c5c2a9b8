import { SlidesService, type SlidesServiceCalls } from "@lectern/core/slides/application/SlidesService";
import { createRecordSlidesFactory } from "@lectern/core/slides/application/createRecordSlidesFactory";
import type { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { firstValueFrom, filter } from "rxjs";
import { describe, expect, it } from "vitest";
import { FakeSlideFiles, FakeSlidesCalls, FakeUpload } from "./slidesFakes";
import { PDF_BYTES, openSlidesBackend } from "./slidesBackend";

const noWait = async () => undefined;

const track = <T>(into: Promise<unknown>[], call: Promise<T>): Promise<T> => {
  into.push(call.catch(() => undefined));
  return call;
};

describe("SlidesService over the in-process demo backend", () => {
  it("uploads a PDF, writes a page's note, and a fresh open shows both", async () => {
    const { calls, upload, files, sessionId } = await openSlidesBackend();
    // The note calls' answers, so the test waits on them rather than on time.
    const noteWrites: Promise<unknown>[] = [];
    const tracked: SlidesServiceCalls = {
      uploadUrl: (...args) => calls.uploadUrl(...args),
      attach: (...args) => calls.attach(...args),
      list: (...args) => calls.list(...args),
      remove: (...args) => calls.remove(...args),
      createNote: (...args) => track(noteWrites, calls.createNote(...args)),
      updateNote: (...args) => track(noteWrites, calls.updateNote(...args)),
    };
    const service = new SlidesService(tracked, upload, files, sessionId, { isOwner: true }, { wait: noWait });
    service.open();
    await firstValueFrom(service.state$.pipe(filter((state) => !state.isLoading)));
    expect(service.state.view.view).toBe("Upload");

    const file = new File([PDF_BYTES], "Week 3.pdf", { type: "application/pdf" });
    const announcements = new Set<string>();
    const sub = service.state$.subscribe((state) => announcements.add(state.announcement));
    await service.choose([file]);
    sub.unsubscribe();
    expect(service.state).toMatchObject({ view: { view: "Read", error: null }, isUploading: false });
    expect(service.state.notice).toMatchObject({ tone: "success", text: SLIDES_TEXTS.uploaded });
    expect([...announcements]).toContain("Uploading... 0%");
    expect([...announcements].at(-1)).toBe(SLIDES_TEXTS.uploaded);
    expect(service.state.document).toMatchObject({ local: false, bytes: PDF_BYTES });

    service.selectPage(2, "Plant cells");
    await firstValueFrom(service.state$.pipe(filter((state) => state.slide?.id !== null)));
    service.writeNote(2, { html: "<p>Cell wall</p>", text: "Cell wall" });
    expect(noteWrites).toHaveLength(2);
    await Promise.all(noteWrites);
    const listed = await calls.list(sessionId);
    expect(listed?.slideNotes.find((note) => note.pageNumber === 2)).toMatchObject({
      note: "<p>Cell wall</p>",
      text: "Cell wall",
      ocr: "Plant cells",
    });
    service.dispose();

    const again = createRecordSlidesFactory(
      calls,
      () => upload,
      () => files,
      { wait: noWait },
    ).create(sessionId, { isOwner: true });
    again.open();
    await firstValueFrom(again.state$.pipe(filter((state) => state.document !== null)));
    expect(again.state.document).toMatchObject({ name: "Week 3.pdf", format: "pdf", bytes: PDF_BYTES, local: false });
    expect(again.state.slides).toMatchObject([{ pageNumber: 2, text: "Cell wall" }]);
  }, 30_000);

  it("the factory asks for the ports at each create (they may be bound after sign-in)", async () => {
    let port: FileUploadPort | null = null;
    const calls = new FakeSlidesCalls();
    const factory = createRecordSlidesFactory(
      calls,
      () => port,
      () => new FakeSlideFiles(),
    );
    const before = factory.create("41", { isOwner: true });
    port = new FakeUpload();
    const after = factory.create("41", { isOwner: true });
    const pdf = { name: "a.pdf", type: "application/pdf", size: 1, arrayBuffer: async () => new ArrayBuffer(1) };
    await before.choose([pdf]);
    expect(calls.names()).toEqual([]);
    void after.choose([pdf]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.names()).toEqual(["uploadUrl"]);
    expect(after.state.recordId).toBe("41");
  });
});
