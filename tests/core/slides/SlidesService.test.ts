import { ApiError } from "@lectern/core/kernel/ApiError";
import { SlidesService } from "@lectern/core/slides/application/SlidesService";
import type { ListedSlideSet } from "@lectern/core/slides/application/slidesReplies";
import { SLIDE_MIME_TYPES, UNSUPPORTED_SLIDES_TEXT } from "@lectern/core/slides/domain/slideFormats";
import { blankSlideNote } from "@lectern/core/slides/domain/slidePages";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { describe, expect, it } from "vitest";
import { FakeSlideFiles, FakeSlidesCalls, FakeUpload, pickedFile, settle, slideNote, slideSet } from "./slidesFakes";

const RECORD = "41";
const BYTES = new Uint8Array([37, 80, 68, 70]);

const makeService = ({
  isOwner = true,
  withUpload = true,
  files = new FakeSlideFiles([BYTES]),
}: { isOwner?: boolean; withUpload?: boolean; files?: FakeSlideFiles | null } = {}) => {
  const calls = new FakeSlidesCalls();
  const upload = new FakeUpload();
  const delays: number[] = [];
  const service = new SlidesService(
    calls,
    withUpload ? upload : null,
    files,
    RECORD,
    { isOwner },
    {
      wait: async (ms) => {
        delays.push(ms);
      },
    },
  );
  return { service, calls, upload, files, delays };
};

/** Opens and answers the list with `set`. */
const opened = async (set: ListedSlideSet | null, options: Parameters<typeof makeService>[0] = {}) => {
  const made = makeService(options);
  made.service.open();
  made.calls.next("list").deferred.resolve(set);
  await settle();
  return made;
};

describe("SlidesService: opening", () => {
  it("loads the set, shows its notes by page and page 1, then reads its file into the document", async () => {
    const { service, calls, files } = makeService();
    expect(service.state).toMatchObject({ recordId: RECORD, isOwner: true, isLoading: false, view: { view: "Init" } });
    service.open();
    expect(service.state).toMatchObject({ isLoading: true, view: { view: "Load", error: null } });
    expect(calls.next("list").args).toEqual([RECORD]);

    calls.next("list").deferred.resolve(slideSet({ slideNotes: [slideNote(3, "Three"), slideNote(1, "One")] }));
    await settle();

    expect(service.state).toMatchObject({
      isLoading: false,
      id: "s1",
      slideUrl: "/api/demo/media/slides/t1",
      view: { view: "Read", error: null },
    });
    expect(service.state.slides.map((slide) => slide.pageNumber)).toEqual([1, 3]);
    expect(service.state.slide).toEqual(slideNote(1, "One"));
    expect(files!.reads).toEqual(["/api/demo/media/slides/t1"]);
    expect(service.state.document).toEqual({
      key: "server:s1",
      name: "Week 3.pdf",
      format: "pdf",
      bytes: BYTES,
      local: false,
    });
    expect(service.state.notice).toBeNull();
  });

  it("shows page 1 blank when it has no note, without creating one on the server", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(2, "Two")] }));
    expect(service.state.slide).toEqual(blankSlideNote("s1", 1));
    expect(calls.names()).toEqual(["list"]);
  });

  it("with no slides: Upload for the owner and, by the view reducer, for a viewer too; nothing read", async () => {
    const owner = await opened(null);
    expect(owner.service.state).toMatchObject({
      view: { view: "Upload", error: null },
      id: null,
      slides: [],
      slide: null,
    });
    expect(owner.files!.reads).toEqual([]);
    const viewer = await opened(null, { isOwner: false });
    expect(viewer.service.state.view).toEqual({ view: "Upload", error: null });
    expect(viewer.service.state.document).toBeNull();
  });

  it("a load failure says 'Slides not loaded'", async () => {
    const { service, calls } = makeService();
    service.open();
    calls.next("list").deferred.reject(new ApiError({ status: 500, title: "x", message: "x" }));
    await settle();
    expect(service.state).toMatchObject({ isLoading: false, view: { view: "Upload", error: null } });
    expect(service.state.notice).toEqual({ id: 1, tone: "error", text: SLIDES_TEXTS.notLoaded });
  });

  it("retries the file read after 400, 500 and 400 ms, then says it cannot be read", async () => {
    const files = new FakeSlideFiles([]);
    const { service, delays } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }), { files });
    expect(files.reads).toHaveLength(4);
    expect(delays).toEqual([400, 500, 400]);
    expect(service.state.view).toEqual({ view: "Upload", error: SLIDES_TEXTS.cannotBeRead });
    expect(service.state.notice).toMatchObject({ tone: "error", text: SLIDES_TEXTS.notRead });
    expect(service.state.document).toBeNull();
    // The notes stay: only the file could not be read.
    expect(service.state.slides).toEqual([slideNote(1, "One")]);
  });

  it("shows the file when a retry reads it", async () => {
    const files = new FakeSlideFiles([new Error("503"), new Error("503"), BYTES]);
    const { service, delays } = await opened(slideSet(), { files });
    expect(delays).toEqual([400, 500]);
    expect(service.state.document?.bytes).toEqual(BYTES);
    expect(service.state.view.view).toBe("Read");
    expect(service.state.notice).toBeNull();
  });

  it("with no file reader (a signed-out viewer): the notes, no document, no error", async () => {
    const { service } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }), { isOwner: false, files: null });
    expect(service.state).toMatchObject({ view: { view: "Read", error: null }, document: null, notice: null });
    expect(service.state.slides).toEqual([slideNote(1, "One")]);
  });

  it("the newest open wins, whichever answer lands first", async () => {
    const { service, calls } = makeService({ files: new FakeSlideFiles([BYTES, BYTES]) });
    service.open();
    service.open();
    const [first, second] = calls.made;
    second!.deferred.resolve(slideSet({ id: "new", slideNotes: [] }));
    await settle();
    first!.deferred.resolve(slideSet({ id: "old", slideNotes: [slideNote(1, "Old")] }));
    await settle();
    expect(service.state.id).toBe("new");
    expect(service.state.document?.key).toBe("server:new");

    const again = makeService();
    again.service.open();
    again.service.open();
    again.calls.made[0]!.deferred.resolve(slideSet({ id: "old" }));
    await settle();
    // The older answer is ignored: still loading the newer one.
    expect(again.service.state).toMatchObject({ isLoading: true, id: null, view: { view: "Load" } });
  });

  it("once disposed, nothing more is set when the answers land", async () => {
    const { service, calls, files } = makeService();
    service.open();
    const before = service.state;
    service.dispose();
    calls.next("list").deferred.resolve(slideSet());
    await settle();
    expect(service.state).toBe(before);
    expect(files!.reads).toEqual([]);
    service.open();
    expect(calls.names()).toEqual(["list"]);
  });

  it("documentFailed: the viewer could not read the bytes", async () => {
    const { service } = await opened(slideSet());
    service.documentFailed();
    expect(service.state.document).toBeNull();
    expect(service.state.view).toEqual({ view: "Upload", error: SLIDES_TEXTS.cannotBeRead });
    expect(service.state.notice).toMatchObject({ tone: "error", text: SLIDES_TEXTS.notRead });
  });
});

describe("SlidesService: choosing and uploading", () => {
  it("refuses anything but exactly one PDF/PPT/PPTX, sending nothing", async () => {
    const { service, calls, upload } = await opened(null);
    await service.choose([pickedFile("notes.docx", "application/msword")]);
    expect(service.state.view).toEqual({ view: "Upload", error: UNSUPPORTED_SLIDES_TEXT });
    expect(service.state.notice).toMatchObject({ tone: "error", text: UNSUPPORTED_SLIDES_TEXT });
    const firstNotice = service.state.notice!.id;
    await service.choose([pickedFile("a.pdf", "application/pdf"), pickedFile("b.pdf", "application/pdf")]);
    expect(service.state.view.error).toBe(UNSUPPORTED_SLIDES_TEXT);
    // A new toast each time, even with the same text.
    expect(service.state.notice!.id).toBe(firstNotice + 1);
    expect(UNSUPPORTED_SLIDES_TEXT).toBe("Sorry, the file cannot be uploaded. We support only: PDF, PPT, PPTX formats");
    expect(calls.names()).toEqual(["list"]);
    expect(upload.puts).toEqual([]);
    expect(service.state.isUploading).toBe(false);
  });

  it("previews a PDF at once, uploads it with progress, attaches it, and keeps the bytes as the set's", async () => {
    const files = new FakeSlideFiles([]);
    const { service, calls, upload } = await opened(null, { files });
    const file = pickedFile("Week 3.pdf", "application/pdf", BYTES);
    const choosing = service.choose([file]);
    await settle();

    expect(service.state).toMatchObject({
      isUploading: true,
      view: { view: "Read", error: null },
      upload: { fileName: "Week 3.pdf", progress: 0 },
      announcement: "Uploading... 0%",
      document: { key: "local:1", name: "Week 3.pdf", format: "pdf", bytes: BYTES, local: true },
    });
    expect(calls.next("uploadUrl").args).toEqual([RECORD, "Week 3.pdf"]);
    calls.next("uploadUrl").deferred.resolve({ url: "demo/media/uploads/tok", path: "p/1" });
    await settle();

    const put = upload.last();
    expect([put.url, put.data, put.contentType]).toEqual(["demo/media/uploads/tok", file, "application/pdf"]);
    const heard: string[] = [];
    const progress: number[] = [];
    const sub = service.state$.subscribe((state) => {
      if (heard.at(-1) !== state.announcement) heard.push(state.announcement);
      if (state.upload) progress.push(state.upload.progress);
    });
    for (const fraction of [0.05, 0.123, 0.15, 0.19, 0.47, 0.99]) put.onProgress!(fraction);
    sub.unsubscribe();
    expect(progress.slice(1)).toEqual([0.05, 0.123, 0.15, 0.19, 0.47, 0.99]);
    // Once per 10% step reached, not once per slice.
    expect(heard).toEqual(["Uploading... 0%", "Uploading... 10%", "Uploading... 40%", "Uploading... 90%"]);

    put.deferred.resolve();
    await settle();
    expect(calls.next("attach").args).toEqual([RECORD, "p/1"]);
    calls.next("attach").deferred.resolve(slideSet({ id: "s9", slideUrl: "/api/demo/media/slides/t9" }));
    await choosing;

    expect(service.state).toMatchObject({
      isUploading: false,
      upload: null,
      id: "s9",
      slideUrl: "/api/demo/media/slides/t9",
      slides: [],
      slide: blankSlideNote("s9", 1),
      view: { view: "Read", error: null },
      notice: { tone: "success", text: SLIDES_TEXTS.uploaded },
      announcement: SLIDES_TEXTS.uploaded,
    });
    expect(service.state.document).toEqual({
      key: "server:s9",
      name: "Week 3.pdf",
      format: "pdf",
      bytes: BYTES,
      local: false,
    });
    expect(calls.names()).toEqual(["list", "uploadUrl", "attach"]);
    // What was just sent is not downloaded again.
    expect(files.reads).toEqual([]);
  });

  it("a PPTX skips reading (None), goes up with its format's type when the browser gives none, then Read", async () => {
    const { service, calls, upload } = await opened(null);
    const choosing = service.choose([pickedFile("Deck.pptx", "", BYTES)]);
    await settle();
    expect(service.state.view.view).toBe("None");
    expect(service.state.document).toMatchObject({ format: "pptx", bytes: BYTES, local: true });
    calls.next("uploadUrl").deferred.resolve({ url: "u", path: "p" });
    await settle();
    expect(upload.last().contentType).toBe(SLIDE_MIME_TYPES.pptx[0]);
    upload.last().deferred.resolve();
    await settle();
    calls.next("attach").deferred.resolve(slideSet({ id: "s2", name: "Deck.pptx", format: "pptx" }));
    await choosing;
    expect(service.state.view.view).toBe("Read");
    expect(service.state.document).toMatchObject({ key: "server:s2", format: "pptx", local: false });
  });

  it("a failed upload releases the preview, says 'Slides not uploaded', and shows the server's reason", async () => {
    const { service, calls, upload } = await opened(null);
    const choosing = service.choose([pickedFile("Big.pdf", "application/pdf")]);
    await settle();
    calls.next("uploadUrl").deferred.resolve({ url: "u", path: "p" });
    await settle();
    upload
      .last()
      .deferred.reject(new ApiError({ status: 413, title: "Too large", message: "The file is larger than 100 MB." }));
    await choosing;
    expect(service.state).toMatchObject({
      isUploading: false,
      upload: null,
      document: null,
      view: { view: "Upload", error: "The file is larger than 100 MB." },
      notice: { tone: "error", text: SLIDES_TEXTS.notUploaded },
    });
    expect(calls.names()).toEqual(["list", "uploadUrl"]);
  });

  it("with no answer from the server, the upload area says 'Slides not uploaded'", async () => {
    const { service, calls } = await opened(null);
    const choosing = service.choose([pickedFile("a.pdf", "application/pdf")]);
    await settle();
    calls.next("uploadUrl").deferred.reject(new ApiError({ status: 0, title: "x", message: "You are offline" }));
    await choosing;
    expect(service.state.view).toEqual({ view: "Upload", error: SLIDES_TEXTS.notUploaded });
  });

  it("ignores a choice while uploading, and any choice of a viewer or without an upload port", async () => {
    const { service, calls } = await opened(null);
    void service.choose([pickedFile("a.pdf", "application/pdf")]);
    await service.choose([pickedFile("b.pdf", "application/pdf")]);
    await settle();
    expect(calls.names()).toEqual(["list", "uploadUrl"]);
    expect(service.state.upload?.fileName).toBe("a.pdf");

    for (const options of [{ isOwner: false }, { withUpload: false }]) {
      const other = await opened(null, options);
      await other.service.choose([pickedFile("a.pdf", "application/pdf")]);
      await other.service.choose([pickedFile("a.docx", "")]);
      expect(other.calls.names()).toEqual(["list"]);
      expect(other.service.state).toMatchObject({ isUploading: false, document: null, notice: null });
    }
  });

  it("an open while uploading does not race the upload; a load on its way when it starts is dropped", async () => {
    const { service, calls } = makeService();
    service.open();
    const choosing = service.choose([pickedFile("a.pdf", "application/pdf")]);
    await settle();
    service.open();
    expect(calls.names()).toEqual(["list", "uploadUrl"]);
    calls.next("list").deferred.resolve(slideSet({ id: "old" }));
    await settle();
    expect(service.state.id).toBeNull();
    expect(service.state.document?.local).toBe(true);
    void choosing;
  });
});

describe("SlidesService: removal", () => {
  it("asks, then removes the set and everything shown of it", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.askRemove();
    expect(service.state.confirmingRemoval).toBe(true);
    service.cancelRemove();
    expect(service.state.confirmingRemoval).toBe(false);
    await service.confirmRemove();
    expect(calls.names()).toEqual(["list"]);

    service.askRemove();
    const removing = service.confirmRemove();
    expect(service.state).toMatchObject({ isRemoving: true, confirmingRemoval: false });
    expect(calls.next("remove").args).toEqual([RECORD, "s1"]);
    calls.next("remove").deferred.resolve(undefined);
    await removing;
    expect(service.state).toMatchObject({
      isRemoving: false,
      id: null,
      slideUrl: null,
      slides: [],
      slide: null,
      document: null,
      view: { view: "Upload", error: null },
      notice: { tone: "success", text: SLIDES_TEXTS.removed },
    });
  });

  it("a failed removal keeps the slides and says 'Slides not removed'", async () => {
    const { service, calls } = await opened(slideSet({ slideNotes: [slideNote(1, "One")] }));
    service.askRemove();
    const removing = service.confirmRemove();
    calls.next("remove").deferred.reject(new ApiError({ status: 500, title: "x", message: "x" }));
    await removing;
    expect(service.state).toMatchObject({ isRemoving: false, id: "s1", view: { view: "Read" } });
    expect(service.state.slides).toEqual([slideNote(1, "One")]);
    expect(service.state.document?.key).toBe("server:s1");
    expect(service.state.notice).toMatchObject({ tone: "error", text: SLIDES_TEXTS.notRemoved });
  });

  it("cannot be asked while a new file goes up", async () => {
    const { service, calls } = await opened(slideSet());
    void service.choose([pickedFile("b.pdf", "application/pdf")]);
    await settle();
    service.askRemove();
    await service.confirmRemove();
    expect(service.state.confirmingRemoval).toBe(false);
    expect(calls.names()).toEqual(["list", "uploadUrl"]);
  });

  it("a viewer cannot ask to remove", async () => {
    const { service, calls } = await opened(slideSet(), { isOwner: false });
    service.askRemove();
    await service.confirmRemove();
    expect(service.state.confirmingRemoval).toBe(false);
    expect(calls.names()).toEqual(["list"]);
  });
});
