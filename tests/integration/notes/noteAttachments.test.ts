import { resolveObjectURL } from "node:buffer";
import { InProcessNoteFiles } from "@lectern/adapters/demo/InProcessNoteFiles";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { SessionNoteList } from "@lectern/core/notes/application/SessionNoteList";
import type { RecordingSession } from "@lectern/core/recording/application/RecordingSession";
import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import { AttachmentViewer } from "@lectern/core/notes/application/AttachmentViewer";
import { NoteAttachments, type PickedFile } from "@lectern/core/notes/application/NoteAttachments";
import { ATTACHMENT_TEXTS } from "@lectern/core/notes/domain/attachmentTexts";
import { MAX_ATTACHMENT_BYTES } from "@lectern/core/notes/domain/fileSize";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import { BehaviorSubject, filter, firstValueFrom } from "rxjs";
import { beforeEach, describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { HighlightsDriver } from "../../adapters/contract/highlights/HighlightsDriver";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { VirtualClock } from "../../support/VirtualClock";

const SEED = SEED_USERS[0];
const PNG = Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10);

const picked = (name: string, bytes: Uint8Array = PNG, size = bytes.length): PickedFile => ({
  name,
  size,
  data: new Blob([bytes as Uint8Array<ArrayBuffer>]),
});

/** NoteAttachments over the in-process demo backend: the real upload, list and delete routes. */
const setUp = async () => {
  const clock = new VirtualClock();
  let online = true;
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: () => clock.now(),
    publisher: { publish: async () => undefined },
    isOnline: () => online,
  });
  const { api, keyValue } = apiOver(backend.http);
  await new UploadDriver(api, keyValue).signIn(SEED.email, SEED.password);
  const startedAt = clock.now();
  const start = await new StartRecordingSession(api, { status: "Online" }).execute("Algebra", startedAt, null);
  if (start.kind !== "server") throw new Error("the session did not start");
  const session: RecordingSession = { sessionId: start.sessionId, startedAt, readonly: false, userId: "1" };
  const session$ = new BehaviorSubject<RecordingSession | null>(session);
  const network$ = new BehaviorSubject<NetworkStatus>("Online");
  const files = new InProcessNoteFiles(backend.http);
  const make = () =>
    new NoteAttachments(api, new AttachmentViewer(clock, files), network$, session$, new SessionNoteList(api));
  const attachments = make();
  const poi = await new HighlightsDriver(api).createPoi(start.sessionId, {
    type: "poi",
    started_at: new Date(startedAt + 1_000).toISOString(),
    ended_at: new Date(startedAt + 11_000).toISOString(),
  });
  return {
    backend,
    attachments,
    make,
    files,
    session,
    session$,
    network$,
    sessionId: start.sessionId,
    poiId: String(poi.data.id),
    goOffline: () => (online = false),
    goOnline: () => (online = true),
  };
};

const listed = (attachments: NoteAttachments, key: "session" | `poi:${string}`, count: number) =>
  firstValueFrom(attachments.state$.pipe(filter((view) => (view.files[key]?.length ?? 0) === count)));

describe("note attachments over the demo backend (spec 2 §2.4, §4.4; spec 3 §7)", () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeEach(async () => {
    world = await setUp();
  });

  it("uploads to the session's note and to a highlight's note, one at a time, and lists them back", async () => {
    const { attachments, backend, sessionId, poiId, make } = world;
    const queued = attachments.attach("session", [picked("a.png"), picked("b.PNG"), picked("c.txt")]);
    expect(queued).toBe(3);
    expect(attachments.state.uploads.map((upload) => upload.status)).toEqual(["uploading", "waiting", "waiting"]);
    attachments.attach(`poi:${poiId}`, [picked("slide.pdf")]);
    await attachments.settled();
    expect(attachments.state.uploads).toEqual([]);
    expect(attachments.state.files.session?.map((file) => [file.name, file.kind])).toEqual([
      ["a.png", "image"],
      ["b.PNG", "image"],
      ["c.txt", "document"],
    ]);
    expect(attachments.state.files[`poi:${poiId}`]?.map((file) => file.name)).toEqual(["slide.pdf"]);
    const stored = backend.controls.notes(sessionId);
    expect(stored.map((note) => [note.name, note.poiId])).toEqual([
      ["a.png", null],
      ["b.PNG", null],
      ["c.txt", null],
      ["slide.pdf", poiId],
    ]);
    // A widget opened later sees the same files from GET sessions/{id}/relationships/notes.
    const later = make();
    await listed(later, "session", 3);
    expect(later.state.files[`poi:${poiId}`]?.map((file) => file.name)).toEqual(["slide.pdf"]);
  });

  it("opens an image among its own note's images, and any other file in the document viewer", async () => {
    const { attachments, poiId } = world;
    attachments.attach("session", [picked("a.png"), picked("c.txt"), picked("b.gif")]);
    attachments.attach(`poi:${poiId}`, [picked("other.png")]);
    await attachments.settled();
    const [a, c, b] = attachments.state.files.session ?? [];
    attachments.open(b!);
    expect(attachments.viewer.state).toMatchObject({ kind: "image", index: 1 });
    expect(
      attachments.viewer.state?.kind === "image" && attachments.viewer.state.images.map((image) => image.name),
    ).toEqual([a!.name, b!.name]);
    attachments.open(c!);
    expect(attachments.viewer.state).toMatchObject({ kind: "document", document: { name: "c.txt" } });
    attachments.viewer.close();
  });

  it("refuses unsupported and oversize files before sending, and still sends the others", async () => {
    const { attachments, backend, sessionId } = world;
    const queued = attachments.attach("session", [
      picked("setup.exe"),
      picked("lecture.mp4", PNG, MAX_ATTACHMENT_BYTES),
      picked("ok.gif"),
    ]);
    expect(queued).toBe(1);
    expect(attachments.state.problems.map((problem) => problem.message)).toEqual([
      ATTACHMENT_TEXTS.unsupported("setup.exe"),
      ATTACHMENT_TEXTS.oversize("lecture.mp4", MAX_ATTACHMENT_BYTES),
    ]);
    await attachments.settled();
    expect(backend.controls.notes(sessionId).map((note) => note.name)).toEqual(["ok.gif"]);
    attachments.dismissProblem(attachments.state.problems[0]!.id);
    expect(attachments.state.problems).toHaveLength(1);
  });

  it("keeps a failed upload with its reason and sends it again on retry", async () => {
    const { attachments, backend, sessionId, goOffline, goOnline } = world;
    goOffline();
    attachments.attach("session", [picked("a.png")]);
    await attachments.settled();
    const [failed] = attachments.state.uploads;
    expect(failed).toMatchObject({ status: "failed", name: "a.png" });
    expect(failed?.message).toMatch(/^"a.png" was not attached: /);
    goOnline();
    attachments.retry(failed!.id);
    await attachments.settled();
    expect(attachments.state.uploads).toEqual([]);
    expect(backend.controls.notes(sessionId).map((note) => note.name)).toEqual(["a.png"]);
  });

  it("removes a file (DELETE of its note) and reports a removal that fails", async () => {
    const { attachments, backend, sessionId, goOffline } = world;
    attachments.attach("session", [picked("a.png"), picked("b.png")]);
    await attachments.settled();
    const [first, second] = attachments.state.files.session!;
    expect(await attachments.remove("session", first!.id)).toBe(true);
    expect(attachments.state.files.session?.map((file) => file.name)).toEqual(["b.png"]);
    expect(backend.controls.notes(sessionId).map((note) => note.name)).toEqual(["b.png"]);
    goOffline();
    expect(await attachments.remove("session", second!.id)).toBe(false);
    expect(attachments.state.problems.map((problem) => problem.title)).toEqual(["Note was not removed!"]);
    expect(attachments.state.files.session).toHaveLength(1);
  });

  it("locks adding and removing when offline, read-only or not yet on the server (spec 2 §4.4)", async () => {
    const { attachments, network$, session$, session, backend, sessionId } = world;
    attachments.attach("session", [picked("a.png")]);
    await attachments.settled();
    const file = attachments.state.files.session![0]!;
    network$.next("Offline");
    expect(attachments.state.lock).toBe("offline");
    expect(attachments.attach("session", [picked("b.png")])).toBe(0);
    expect(await attachments.remove("session", file.id)).toBe(false);
    network$.next("Online");
    session$.next({ ...session, readonly: true });
    expect(attachments.state.lock).toBe("read-only");
    expect(attachments.attach("session", [picked("b.png")])).toBe(0);
    session$.next({ ...session, sessionId: null });
    expect(attachments.state.lock).toBe("local");
    expect(attachments.attach("session", [picked("b.png")])).toBe(0);
    expect(backend.controls.notes(sessionId).map((note) => note.name)).toEqual(["a.png"]);
  });

  it("opens a file's bytes with their content type for the viewers (InProcessNoteFiles)", async () => {
    const { attachments, files } = world;
    attachments.attach("session", [picked("notes.txt", new TextEncoder().encode("Lemma 2"))]);
    await attachments.settled();
    const file = attachments.state.files.session![0]!;
    const address = await files.open(file.url);
    const blob = resolveObjectURL(address);
    expect(blob?.type).toBe("text/plain; charset=utf-8");
    expect(await blob?.text()).toBe("Lemma 2");
    expect(await files.readText(file.url)).toBe("Lemma 2");
    files.release(address);
    expect(resolveObjectURL(address)).toBeUndefined();
    await expect(files.open("/api/demo/media/notes/999/nokey/missing.png")).rejects.toThrow(/HTTP 404/);
  });
});
