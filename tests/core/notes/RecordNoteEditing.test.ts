import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import { ApiError } from "@lectern/core/kernel/ApiError";
import { NoteListReply, toNote } from "@lectern/core/notes/application/noteReplies";
import { RecordNoteEditing } from "@lectern/core/notes/application/RecordNoteEditing";
import { describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { ManualNow } from "../../adapters/contract/ManualNow";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { noteContentOf as content } from "./noteContentOf";

const SEED = SEED_USERS[0];

/** The service over the real in-process demo backend, signed in as the seeded student with one session. */
const openEditing = async () => {
  const socket = new InProcessSocket();
  socket.connect("token");
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: new ManualNow(Date.UTC(2026, 10, 22, 9)).now,
    publisher: socket,
    testControls: true,
  });
  const { api, keyValue } = apiOver(backend.http);
  await new UploadDriver(api, keyValue).signIn(SEED.email, SEED.password);
  const [sessionId] = await backend.controls.seedSessions(SEED.email, 1);
  const notesOf = async () =>
    (await api.request({ method: "GET", path: `sessions/${sessionId}/relationships/notes` }, NoteListReply)).data.map(
      toNote,
    );
  return { editing: new RecordNoteEditing(api), sessionId: sessionId!, notesOf };
};

/** A client whose every call fails the way the server would. */
const failingApi = (error: unknown) => {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fail = async (request: { method: string; path: string; body?: unknown }) => {
    calls.push(request);
    throw error;
  };
  return { api: { request: fail, send: fail } as never, calls };
};

describe("RecordNoteEditing: the record page's note commands", () => {
  it("adds a session-wide note, edits its text and deletes it, each change on the server", async () => {
    const { editing, sessionId, notesOf } = await openEditing();
    const before = await notesOf();

    const added = await editing.add(sessionId, content("Osmosis moves water"));
    expect(added).toMatchObject({ ok: true, note: { text: "Osmosis moves water", poiId: null, file: null } });
    // A server without html yet, or one that keeps it: either way the note reads as its paragraphs.
    expect(added.ok && added.note.html).toBe("<p>Osmosis moves water</p>");
    if (!added.ok) return;
    expect(await notesOf()).toEqual([...before, added.note]);

    const edited = await editing.edit(added.note.id, content("Osmosis moves water across a membrane"));
    expect(edited).toEqual({
      ok: true,
      note: {
        ...added.note,
        text: "Osmosis moves water across a membrane",
        html: "<p>Osmosis moves water across a membrane</p>",
      },
    });
    expect((await notesOf()).find((note) => note.id === added.note.id)?.text).toBe(
      "Osmosis moves water across a membrane",
    );

    expect(await editing.remove(added.note.id)).toEqual({ ok: true });
    expect(await notesOf()).toEqual(before);
  });

  it("refuses blank text before any call, for a new note and for an edit", async () => {
    const { api, calls } = failingApi(new Error("not called"));
    const editing = new RecordNoteEditing(api);
    expect(await editing.add("41", content("   \n "))).toMatchObject({ ok: false, reason: "empty" });
    expect(await editing.edit("9", content(""))).toMatchObject({ ok: false, reason: "empty" });
    expect(calls).toEqual([]);
  });

  it("sends what the notes calls take: the type, the html and its text, and the id on an edit", async () => {
    const { api, calls } = failingApi(new Error("offline"));
    const editing = new RecordNoteEditing(api);
    await editing.add("41", content("A note"));
    await editing.edit("9", content("Changed"));
    await editing.remove("9");
    expect(calls).toEqual([
      {
        method: "POST",
        path: "sessions/41/relationships/notes",
        body: { data: { type: "sessions_notes", attributes: { html: "<p>A note</p>", text: "A note" } } },
      },
      {
        method: "PATCH",
        path: "notes/9",
        body: { data: { type: "sessions_notes", id: "9", attributes: { html: "<p>Changed</p>", text: "Changed" } } },
      },
      { method: "DELETE", path: "notes/9" },
    ]);
  });

  it("turns a refused or failed call into an outcome with its message, never a throw", async () => {
    const refused = new ApiError({
      status: 403,
      title: "Forbidden",
      message: "You don't have permissions to change this recording.",
    });
    const { api } = failingApi(refused);
    const editing = new RecordNoteEditing(api);
    expect(await editing.add("41", content("A note"))).toEqual({
      ok: false,
      reason: "failed",
      message: refused.message,
    });
    expect(await editing.edit("9", content("Changed"))).toEqual({
      ok: false,
      reason: "failed",
      message: refused.message,
    });
    expect(await editing.remove("9")).toEqual({ ok: false, message: refused.message });
  });

  it("answers 404 for a note that is not the user's: the outcome says it failed", async () => {
    const { editing } = await openEditing();
    expect(await editing.edit("999999", content("Nope"))).toMatchObject({ ok: false, reason: "failed" });
    expect(await editing.remove("999999")).toMatchObject({ ok: false });
  });
});
