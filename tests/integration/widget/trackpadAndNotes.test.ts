import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { SessionNoteList } from "@lectern/core/notes/application/SessionNoteList";
import type { RecordingSession } from "@lectern/core/recording/application/RecordingSession";
import { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import type { NetworkStatus } from "@lectern/core/network/domain/networkStatus";
import { SessionNotes } from "@lectern/core/notes/application/SessionNotes";
import { StartRecordingSession } from "@lectern/core/recording/application/StartRecordingSession";
import { BehaviorSubject } from "rxjs";
import { beforeEach, describe, expect, it } from "vitest";
import { apiOver } from "../../adapters/contract/contractSubject";
import { UploadDriver } from "../../adapters/contract/upload/UploadDriver";
import { RecordingSocket } from "../../support/RecordingSocket";
import { VirtualClock } from "../../support/VirtualClock";
import { noteContentOf as content } from "../../core/notes/noteContentOf";

const SEED = SEED_USERS[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The trackpad and notes services over the in-process demo backend: real calls, real rules. */
const setUp = async () => {
  const clock = new VirtualClock();
  const backend: DemoBackend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: () => clock.now(),
    publisher: { publish: async () => undefined },
  });
  const { api, keyValue } = apiOver(backend.http);
  const driver = new UploadDriver(api, keyValue);
  await driver.signIn(SEED.email, SEED.password);
  const startedAt = clock.now();
  const start = await new StartRecordingSession(api, { status: "Online" }).execute("Algebra", startedAt, null);
  if (start.kind !== "server") throw new Error("the session did not start");
  const session: RecordingSession = { sessionId: start.sessionId, startedAt, readonly: false, userId: "1" };
  const session$ = new BehaviorSubject<RecordingSession | null>(session);
  const network$ = new BehaviorSubject<NetworkStatus>("Online");
  const socket = new RecordingSocket();
  const microphone: boolean[] = [];
  const trackpad = new Trackpad(api, clock, socket, network$, session$, { setMicrophone: (on) => microphone.push(on) });
  await trackpad.loadSettings();
  const notes = new SessionNotes(
    api,
    clock,
    network$,
    trackpad.session$,
    trackpad.completed$,
    new SessionNoteList(api),
  );
  await settle();
  const pois = () => backend.controls.pois(start.sessionId);
  const storedNotes = () => backend.controls.notes(start.sessionId);
  return {
    clock,
    trackpad,
    notes,
    socket,
    microphone,
    network$,
    session$,
    pois,
    storedNotes,
    startedAt,
    sessionId: start.sessionId,
  };
};

describe("trackpad and notes over the demo backend (spec 2 §4.4, §4.5)", () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeEach(async () => {
    world = await setUp();
  });

  it("saves a trackback, a stopwatch highlight and a flag with their times, whispering as it goes", async () => {
    const { clock, trackpad, pois, startedAt, socket, microphone } = world;
    clock.advance(10_000);
    trackpad.trackback();
    clock.advance(5_000);
    trackpad.highlight();
    clock.advance(3_000);
    trackpad.highlight();
    clock.advance(4_000);
    trackpad.highlight();
    clock.advance(2_000);
    trackpad.flag();
    await settle();
    await settle();
    const saved = pois().sort((a, b) => a.startedAt - b.startedAt || a.type.localeCompare(b.type));
    expect(saved.map((poi) => [poi.type, poi.startedAt - startedAt, (poi.endedAt ?? 0) - startedAt])).toEqual([
      // The demo user reaches 30 s back: clamped to the session start.
      ["backtrack", 0, 15_000],
      ["stopwatch", 18_000, 22_000],
      ["poi", 19_000, 29_000],
    ]);
    expect(saved.map((poi) => poi.name)).toEqual([
      "00:15 - highlighting",
      "00:22 - highlighting",
      "00:24 - highlighting",
    ]);
    expect(socket.whispers.map((whisper) => whisper.eventName)).toEqual([
      "backtrack_started",
      "backtrack_ended",
      "stopwatch_started",
      "stopwatch_ended",
    ]);
    expect(microphone).toEqual([true, true]);
    expect(trackpad.state.highlights).toHaveLength(3);
  });

  it("saves a note typed during a highlight with it once it completes, and drops an empty one", async () => {
    const { clock, trackpad, notes, storedNotes } = world;
    trackpad.highlight();
    notes.editRunning(content("Proof of lemma 2"));
    clock.advance(3_000);
    trackpad.highlight();
    await settle();
    await settle();
    // The server sanitises the note's html on its way in: wait for the calls, not for a number of turns.
    await notes.flushAll();
    const highlight = trackpad.state.highlights[0];
    expect(storedNotes()).toEqual([expect.objectContaining({ text: "Proof of lemma 2", poiId: highlight?.id })]);

    trackpad.highlight();
    notes.editRunning(content("   "));
    clock.advance(2_000);
    trackpad.highlight();
    await settle();
    await settle();
    expect(trackpad.state.highlights).toHaveLength(2);
    expect(storedNotes()).toHaveLength(1);
  });

  it("sends a note 400 ms after typing stops: created, updated, then removed when emptied", async () => {
    const { clock, notes, storedNotes } = world;
    for (const text of ["D", "De", "Def"]) {
      notes.edit("session", content(text));
      clock.advance(300);
    }
    await settle();
    expect(storedNotes()).toEqual([]);
    clock.advance(100);
    await notes.flushAll();
    expect(storedNotes()).toEqual([expect.objectContaining({ text: "Def", poiId: null })]);
    notes.edit("session", content("Definition 3"));
    clock.advance(400);
    await notes.flushAll();
    expect(storedNotes()).toEqual([expect.objectContaining({ text: "Definition 3" })]);
    notes.edit("session", content(""));
    clock.advance(400);
    await notes.flushAll();
    expect(storedNotes()).toEqual([]);
    expect(notes.state.fields.session).toMatchObject({ id: null, status: "saved" });
  });

  it("locks everything offline and drops the highlight being recorded", async () => {
    const { clock, trackpad, notes, network$, pois } = world;
    trackpad.highlight();
    network$.next("Offline");
    expect(trackpad.state).toMatchObject({ lock: "offline", open: null });
    trackpad.trackback();
    trackpad.flag();
    notes.edit("session", content("typed offline"));
    clock.advance(1_000);
    await settle();
    expect(pois()).toEqual([]);
    expect(notes.state.fields.session).toBeUndefined();
    network$.next("Online");
    expect(trackpad.state.lock).toBeNull();
  });

  it("locks a local session, renames and removes saved highlights", async () => {
    const { clock, trackpad, pois, session$, startedAt } = world;
    clock.advance(6_000);
    trackpad.flag();
    await settle();
    await settle();
    const flag = trackpad.state.highlights[0];
    await trackpad.rename(flag?.id ?? "", "Key definition");
    expect(pois()[0]?.name).toBe("Key definition");
    await trackpad.remove(flag?.id ?? "");
    expect(pois()).toEqual([]);
    session$.next({ sessionId: null, startedAt, readonly: false, userId: "1" });
    expect(trackpad.state.lock).toBe("local");
  });

  it("announces the running highlight again when a mobile device connects", async () => {
    const { trackpad, socket, sessionId } = world;
    trackpad.trackback();
    socket.emit(`users-1.sessions-${sessionId}`, "client-mobile_connected");
    expect(socket.whispers.map((whisper) => whisper.eventName)).toEqual(["backtrack_started", "backtrack_started"]);
  });
});
