import { AttachmentViewer, TEXT_PREVIEW_CHARS } from "@lectern/core/notes/application/AttachmentViewer";
import type { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { describe, expect, it } from "vitest";
import { VirtualClock } from "../../support/VirtualClock";

/** Addresses the test hands out when it chooses, and a record of what was freed. */
class ManualNoteFiles implements NoteFileAddress {
  readonly waiting = new Map<string, { resolve: (address: string) => void; reject: (error: Error) => void }>();
  readonly released: string[] = [];

  open(url: string): Promise<string> {
    return new Promise((resolve, reject) => this.waiting.set(url, { resolve, reject }));
  }

  readonly texts = new Map<string, string>();

  async readText(url: string): Promise<string> {
    const text = this.texts.get(url);
    if (text === undefined) throw new Error("not a text file");
    return text;
  }

  release(address: string): void {
    this.released.push(address);
  }

  async answer(url: string, address = `blob:${url}`): Promise<void> {
    this.waiting.get(url)?.resolve(address);
    await Promise.resolve();
    await Promise.resolve();
  }
}

const images = ["a.png", "b.jpg", "c.gif"].map((name, index) => ({ id: String(index + 1), name, url: `/f/${name}` }));

describe("AttachmentViewer (spec 2 §2.4, §9)", () => {
  it("shows the image loader for 800 ms of the clock even when the image is ready at once", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    viewer.openImages(images, "2");
    await files.answer("/f/b.jpg");
    expect(viewer.state).toMatchObject({ kind: "image", index: 1, loading: true });
    expect(viewer.state?.file).toEqual({ status: "ready", address: "blob:/f/b.jpg" });
    clock.advance(799);
    expect(viewer.state).toMatchObject({ loading: true });
    clock.advance(1);
    expect(viewer.state).toMatchObject({ loading: false });
  });

  it("keeps loading past 800 ms until the address comes", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    viewer.openImages(images, "1");
    clock.advance(5_000);
    expect(viewer.state).toMatchObject({ loading: true, file: { status: "opening" } });
    await files.answer("/f/a.png");
    expect(viewer.state).toMatchObject({ loading: false, file: { status: "ready" } });
  });

  it("steps with the arrow keys and wraps around; a late address of a left image is not shown", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    viewer.openImages(images, "1");
    viewer.press("ArrowLeft");
    expect(viewer.state).toMatchObject({ index: 2 });
    viewer.press("ArrowRight");
    viewer.next();
    expect(viewer.state).toMatchObject({ index: 1, file: { status: "opening" } });
    await files.answer("/f/c.gif");
    expect(viewer.state).toMatchObject({ index: 1, file: { status: "opening" } });
    await files.answer("/f/b.jpg");
    expect(viewer.state?.file).toEqual({ status: "ready", address: "blob:/f/b.jpg" });
    viewer.previous();
    expect(viewer.state).toMatchObject({ index: 0 });
  });

  it("frees every address it opened when it closes", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    viewer.openImages(images, "1");
    await files.answer("/f/a.png");
    viewer.next();
    await files.answer("/f/b.jpg");
    viewer.close();
    expect(viewer.state).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(files.released.sort()).toEqual(["blob:/f/a.png", "blob:/f/b.jpg"]);
  });

  it("opens a document with its preview kind, and says so when it cannot be read", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    viewer.openDocument({ id: "9", name: "handout.PDF", url: "/f/handout.PDF" });
    expect(viewer.state).toMatchObject({ kind: "document", preview: "pdf", file: { status: "opening" } });
    files.waiting.get("/f/handout.PDF")?.reject(new Error("gone"));
    await Promise.resolve();
    await Promise.resolve();
    expect(viewer.state).toMatchObject({ file: { status: "failed" } });
    viewer.openDocument({ id: "10", name: "sheet.xlsx", url: "/f/sheet.xlsx" });
    expect(viewer.state).toMatchObject({ preview: null, text: null });
  });

  it("reads a text file to show as text, cut at TEXT_PREVIEW_CHARS", async () => {
    const clock = new VirtualClock();
    const files = new ManualNoteFiles();
    const viewer = new AttachmentViewer(clock, files);
    files.texts.set("/f/notes.txt", "Lemma 2");
    files.texts.set("/f/long.txt", "x".repeat(TEXT_PREVIEW_CHARS + 1));
    viewer.openDocument({ id: "1", name: "notes.txt", url: "/f/notes.txt" });
    expect(viewer.state).toMatchObject({ preview: "text", text: { status: "reading" } });
    await files.answer("/f/notes.txt");
    expect(viewer.state).toMatchObject({
      text: { status: "ready", content: "Lemma 2", truncated: false },
      file: { status: "ready", address: "blob:/f/notes.txt" },
    });
    viewer.openDocument({ id: "2", name: "long.txt", url: "/f/long.txt" });
    await files.answer("/f/long.txt");
    const view = viewer.state;
    expect(view?.kind === "document" && view.text).toMatchObject({ status: "ready", truncated: true });
    expect(view?.kind === "document" && view.text?.status === "ready" && view.text.content.length).toBe(
      TEXT_PREVIEW_CHARS,
    );
    viewer.openDocument({ id: "3", name: "gone.txt", url: "/f/gone.txt" });
    await files.answer("/f/gone.txt");
    expect(viewer.state).toMatchObject({ text: { status: "failed" } });
  });
});
