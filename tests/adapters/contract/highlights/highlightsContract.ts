import { ATTACHMENT_TEXTS } from "@lectern/adapters/demo/model/noteAttachments";
import { MAX_NOTE_TEXT, NOTE_TEXTS } from "@lectern/adapters/demo/model/notes";
import { POI_TEXTS } from "@lectern/adapters/demo/model/pois";
import { DEFAULT_USER_SETTINGS } from "@lectern/adapters/demo/model/userSettings";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { beforeEach, describe, expect, it } from "vitest";
import { expectFailure } from "../upload/expectFailure";
import { STARTED_AT, UploadDriver } from "../upload/UploadDriver";
import { HighlightsDriver } from "./HighlightsDriver";
import { FINISHED_LENGTH_S, type HighlightsSubject } from "./HighlightsSubject";
import { describeNoteHtmlContract } from "./noteHtmlContract";

const SEED = SEED_USERS[0];
const START_MS = Date.parse(STARTED_AT);

/** The ISO time `seconds` after the session's start (negative: before it). */
const at = (seconds: number): string => new Date(START_MS + seconds * 1000).toISOString();

const sessionChannel = (sessionId: string) => `private-users-${SEED.id}.sessions-${sessionId}`;

/** Bytes of a small "PDF". */
const PDF = new TextEncoder().encode("%PDF-1.4\n% a lecture handout\n");

/**
 * The server side of highlights, notes, the session save and the widget settings (spec 3 §3, §4
 * "Highlights (poi)", "Notes", §7; spec 2 §3, §4.4, §4.5, §7, §9), driven request by request through
 * core's ApiClient. Runs unchanged against every backend.
 */
export const describeHighlightsContract = (suiteName: string, makeSubject: () => Promise<HighlightsSubject>): void => {
  describe(suiteName, () => {
    let subject: HighlightsSubject;
    let sessions: UploadDriver;
    let client: HighlightsDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      sessions = new UploadDriver(subject.api, subject.keyValue);
      client = new HighlightsDriver(subject.api);
      await sessions.signIn(SEED.email, SEED.password);
    });

    /** A session started at STARTED_AT. */
    const startedSession = async (): Promise<string> => {
      const created = await sessions.createSession();
      await sessions.startSession(created.data.id, STARTED_AT);
      return created.data.id;
    };

    describe("highlights (pois)", () => {
      it("creates a highlight (201) with its duration in whole seconds, and tells the session view", async () => {
        const sessionId = await startedSession();
        const created = await client.createPoi(sessionId, {
          type: "backtrack",
          name: "Key idea",
          started_at: at(10),
          ended_at: at(40.4),
        });
        expect(created.data).toMatchObject({
          type: "sessions_pois",
          attributes: {
            type: "backtrack",
            name: "Key idea",
            started_at: at(10),
            ended_at: at(40.4),
            duration: 30,
            readonly: false,
          },
          relationships: { session: { data: { type: "sessions", id: sessionId } } },
        });
        const [event] = await subject.events.next(sessionChannel(sessionId), "poi_created");
        expect(event!.data).toEqual(created.data);
        const stored = await subject.content(sessionId);
        expect(stored?.pois).toMatchObject([
          { id: created.data.id, sessionId, type: "backtrack", name: "Key idea", startedAt: START_MS + 10_000 },
        ]);
      });

      it("keeps a running highlight open (ended_at and duration null) and stores an empty name as null", async () => {
        const sessionId = await startedSession();
        const created = await client.createPoi(sessionId, { type: "stopwatch", name: "  ", started_at: at(5) });
        expect(created.data.attributes).toMatchObject({ name: null, ended_at: null, duration: null });
        const flag = await client.createPoi(sessionId, { type: "poi", started_at: at(5), ended_at: at(15) });
        expect(flag.data.attributes).toMatchObject({ type: "poi", name: null, duration: 10 });
      });

      it("lists a session's highlights by start time", async () => {
        const sessionId = await startedSession();
        const late = await client.createPoi(sessionId, { type: "auto", started_at: at(90), ended_at: at(100) });
        const early = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(11) });
        const middle = await client.createPoi(sessionId, { type: "backtrack", started_at: at(30), ended_at: at(45) });
        const list = await client.listPois(sessionId);
        expect(list.data.map((poi) => poi.id)).toEqual([early.data.id, middle.data.id, late.data.id]);
      });

      it("refuses a wrong resource type, an unknown highlight type, a missing or bad date and a long name (422)", async () => {
        const sessionId = await startedSession();
        const resource = await expectFailure(
          client.createPoi(sessionId, { type: "poi", started_at: at(1) }, "sessions_notes"),
        );
        expect(resource).toMatchObject({ status: 422, title: POI_TEXTS.resourceType });
        const type = await expectFailure(client.createPoi(sessionId, { type: "flag", started_at: at(1) }));
        expect(type).toMatchObject({ status: 422, title: "The type must be one of backtrack, stopwatch, poi, auto." });
        const missing = await expectFailure(client.createPoi(sessionId, { type: "poi" }));
        expect(missing).toMatchObject({ status: 422, title: "The started at field is required." });
        const bad = await expectFailure(client.createPoi(sessionId, { type: "poi", started_at: "soon" }));
        expect(bad.status).toBe(422);
        expect(bad.title).toContain("ISO 8601");
        const name = await expectFailure(
          client.createPoi(sessionId, { type: "poi", name: "n".repeat(256), started_at: at(1) }),
        );
        expect(name).toMatchObject({ status: 422, title: "The name may not be greater than 255 characters." });
        await expect(
          client.createPoi(sessionId, { type: "poi", name: "n".repeat(255), started_at: at(1) }),
        ).resolves.toBeDefined();
      });

      it("refuses an end before the start (422), and a start before the session's start (422) but not at it", async () => {
        const sessionId = await startedSession();
        const backwards = await expectFailure(
          client.createPoi(sessionId, { type: "poi", started_at: at(20), ended_at: at(19) }),
        );
        expect(backwards).toMatchObject({ status: 422, title: POI_TEXTS.endedBeforeStart });
        const early = await expectFailure(
          client.createPoi(sessionId, { type: "backtrack", started_at: at(-0.001), ended_at: at(10) }),
        );
        expect(early).toMatchObject({
          status: 422,
          title: "The started at must be a date after or equal to the session start.",
        });
        const clamped = await client.createPoi(sessionId, { type: "backtrack", started_at: at(0), ended_at: at(0) });
        expect(clamped.data.attributes).toMatchObject({ started_at: STARTED_AT, duration: 0 });
        expect((await subject.content(sessionId))?.pois).toHaveLength(1);
      });

      it("takes highlights while the session is started or just ended: 409 when booked or merged with no length", async () => {
        const booked = await sessions.createSession();
        const notStarted = await expectFailure(client.createPoi(booked.data.id, { type: "poi", started_at: at(1) }));
        expect(notStarted).toMatchObject({ status: 409, title: "Your session is not started or already ended" });
        const sessionId = await startedSession();
        await sessions.endSession(sessionId);
        await expect(client.createPoi(sessionId, { type: "poi", started_at: at(1) })).resolves.toBeDefined();
        // Nothing was uploaded: the merged session has no stream, so no length to place a highlight in.
        await sessions.mergeSession(sessionId);
        const merged = await expectFailure(
          client.createPoi(sessionId, { type: "poi", started_at: at(2), ended_at: at(3) }),
        );
        expect(merged).toMatchObject({ status: 409, title: POI_TEXTS.lengthUnknown });
      });

      it("keeps the recording-time rule while recording: no upper bound, an open end allowed", async () => {
        const sessionId = await startedSession();
        const late = await client.createPoi(sessionId, { type: "stopwatch", started_at: at(3600) });
        expect(late.data.attributes).toMatchObject({ started_at: at(3600), ended_at: null });
      });

      describe("on a finished recording (issue 21: highlights after the lecture)", () => {
        /** A session started at STARTED_AT, ended and processed, FINISHED_LENGTH_S long. */
        const finishedSession = async (): Promise<string> => {
          const sessionId = await startedSession();
          await sessions.endSession(sessionId, at(20));
          await subject.finishRecording(sessionId);
          return sessionId;
        };

        it("lets the owner create one inside the recording (201), from its start to its end, and tells the view", async () => {
          const sessionId = await finishedSession();
          const flag = await client.createPoi(sessionId, { type: "auto", started_at: at(0), ended_at: at(8) });
          expect(flag.data.attributes).toMatchObject({
            type: "auto",
            started_at: STARTED_AT,
            ended_at: at(8),
            duration: 8,
          });
          const whole = await client.createPoi(sessionId, {
            type: "stopwatch",
            name: "0:12 - highlighting",
            started_at: at(2.5),
            ended_at: at(FINISHED_LENGTH_S),
          });
          expect(whole.data.attributes).toMatchObject({ name: "0:12 - highlighting", duration: 10 });
          const [event] = await subject.events.next(sessionChannel(sessionId), "poi_created");
          expect(event!.data).toEqual(flag.data);
          expect((await client.listPois(sessionId)).data.map((poi) => poi.id)).toEqual([flag.data.id, whole.data.id]);
        });

        it("refuses times outside the recording and an open end (422), storing nothing", async () => {
          const sessionId = await finishedSession();
          const before = await expectFailure(
            client.createPoi(sessionId, { type: "poi", started_at: at(-1), ended_at: at(4) }),
          );
          expect(before).toMatchObject({ status: 422, title: POI_TEXTS.beforeSessionStart });
          const after = await expectFailure(
            client.createPoi(sessionId, { type: "poi", started_at: at(13), ended_at: at(14) }),
          );
          expect(after).toMatchObject({
            status: 422,
            title: POI_TEXTS.outsideRecording("started at", FINISHED_LENGTH_S),
          });
          expect(after.title).toBe(
            "The started at must be within the recording: from its start to 12.5 seconds after it.",
          );
          const past = await expectFailure(
            client.createPoi(sessionId, { type: "poi", started_at: at(5), ended_at: at(12.6) }),
          );
          expect(past).toMatchObject({ status: 422, title: POI_TEXTS.outsideRecording("ended at", FINISHED_LENGTH_S) });
          const open = await expectFailure(client.createPoi(sessionId, { type: "backtrack", started_at: at(5) }));
          expect(open).toMatchObject({ status: 422, title: POI_TEXTS.endRequired });
          const backwards = await expectFailure(
            client.createPoi(sessionId, { type: "poi", started_at: at(6), ended_at: at(5) }),
          );
          expect(backwards).toMatchObject({ status: 422, title: POI_TEXTS.endedBeforeStart });
          expect((await subject.content(sessionId))?.pois).toEqual([]);
        });

        it("keeps them to their owner: another user meets 404", async () => {
          const sessionId = await finishedSession();
          await sessions.signUp("other@example.org", "Str0ng!pass");
          const stranger = await expectFailure(
            client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(2) }),
          );
          expect(stranger.status).toBe(404);
          expect((await subject.content(sessionId))?.pois).toEqual([]);
        });
      });

      it("edits name, start and end (200), keeps what is left out, and tells the session view", async () => {
        const sessionId = await startedSession();
        const created = await client.createPoi(sessionId, {
          type: "stopwatch",
          name: "Draft",
          started_at: at(10),
          ended_at: at(20),
        });
        const renamed = await client.editPoi(created.data.id, { name: "Proof of the lemma" });
        expect(renamed.data.attributes).toMatchObject({
          name: "Proof of the lemma",
          started_at: at(10),
          ended_at: at(20),
          duration: 10,
        });
        const moved = await client.editPoi(created.data.id, { started_at: at(12), ended_at: at(32) });
        expect(moved.data.attributes).toMatchObject({ name: "Proof of the lemma", duration: 20 });
        const cleared = await client.editPoi(created.data.id, { name: "" });
        expect(cleared.data.attributes.name).toBeNull();
        const changes = await subject.events.next(sessionChannel(sessionId), "poi_changed", 3);
        expect(changes.map((event) => (event.data as { attributes: { name: string | null } }).attributes.name)).toEqual(
          ["Proof of the lemma", "Proof of the lemma", null],
        );
      });

      it("validates an edit like a creation: end before start, start before the session, bad name (422)", async () => {
        const sessionId = await startedSession();
        const created = await client.createPoi(sessionId, { type: "poi", started_at: at(10), ended_at: at(20) });
        const id = created.data.id;
        expect(await expectFailure(client.editPoi(id, { started_at: at(25) }))).toMatchObject({
          status: 422,
          title: POI_TEXTS.endedBeforeStart,
        });
        expect(await expectFailure(client.editPoi(id, { started_at: at(-1) }))).toMatchObject({
          status: 422,
          title: POI_TEXTS.beforeSessionStart,
        });
        expect(await expectFailure(client.editPoi(id, { started_at: null }))).toMatchObject({
          status: 422,
          title: "The started at field is required.",
        });
        expect((await expectFailure(client.editPoi(id, { name: 7 }))).title).toBe("The name must be a string.");
        const reopened = await client.editPoi(id, { ended_at: null });
        expect(reopened.data.attributes).toMatchObject({ ended_at: null, duration: null });
      });

      it("removes a highlight with its notes (204), tells the session view, then answers 404", async () => {
        const sessionId = await startedSession();
        const poi = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(11) });
        const other = await client.createPoi(sessionId, { type: "poi", started_at: at(20), ended_at: at(30) });
        await client.createNote(sessionId, { text: "about the flag" }, poi.data.id);
        const file = await client.uploadNoteFile(sessionId, "slide.png", Uint8Array.of(137, 80, 78, 71), poi.data.id);
        const kept = await client.createNote(sessionId, { text: "about the other" }, other.data.id);
        const wide = await client.createNote(sessionId, { text: "session-wide" });
        expect((await client.removePoi(poi.data.id)).status).toBe(204);
        expect((await client.listPois(sessionId)).data.map((item) => item.id)).toEqual([other.data.id]);
        expect((await client.listNotes(sessionId)).data.map((note) => note.id)).toEqual([kept.data.id, wide.data.id]);
        expect((await subject.fetchFile(file.data.attributes.url!)).status).toBe(404);
        const [removed] = await subject.events.next(sessionChannel(sessionId), "poi_removed");
        expect(removed!.data).toMatchObject({ id: poi.data.id, type: "sessions_pois" });
        expect((await expectFailure(client.removePoi(poi.data.id))).status).toBe(404);
        expect((await expectFailure(client.editPoi(poi.data.id, { name: "x" }))).status).toBe(404);
      });

      it("watches the highlight being recorded until one of its type is created", async () => {
        const sessionId = await startedSession();
        const watched = await client.watchPoi(sessionId, { type: "stopwatch", started_at: at(5), name: "Live" });
        expect(watched.data).toEqual({
          id: sessionId,
          type: "sessions_pois_watch",
          attributes: { type: "stopwatch", started_at: at(5), name: "Live" },
        });
        const [event] = await subject.events.next(sessionChannel(sessionId), "active_poi_changed");
        expect(event!.data).toMatchObject({ eventName: "active_poi_changed", name: "Live", tags: [] });
        expect((await subject.content(sessionId))?.watchedPoi).toMatchObject({ type: "stopwatch", name: "Live" });
        await client.createPoi(sessionId, { type: "poi", started_at: at(6), ended_at: at(16) });
        expect((await subject.content(sessionId))?.watchedPoi).toMatchObject({ type: "stopwatch" });
        await client.createPoi(sessionId, { type: "stopwatch", started_at: at(5), ended_at: at(25) });
        expect((await subject.content(sessionId))?.watchedPoi).toBeNull();
      });

      it("validates a watch: type, start required and not before the session, session recording", async () => {
        const sessionId = await startedSession();
        expect((await expectFailure(client.watchPoi(sessionId, { type: "x", started_at: at(1) }))).status).toBe(422);
        expect((await expectFailure(client.watchPoi(sessionId, { type: "backtrack" }))).status).toBe(422);
        expect(
          await expectFailure(client.watchPoi(sessionId, { type: "backtrack", started_at: at(-5) })),
        ).toMatchObject({ status: 422, title: POI_TEXTS.beforeSessionStart });
        const booked = await sessions.createSession();
        expect(
          (await expectFailure(client.watchPoi(booked.data.id, { type: "backtrack", started_at: at(1) }))).status,
        ).toBe(409);
      });

      it("keeps highlights to their owner: another user meets 404", async () => {
        const sessionId = await startedSession();
        const poi = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(2) });
        await sessions.signUp("other@example.org", "Str0ng!pass");
        expect((await expectFailure(client.createPoi(sessionId, { type: "poi", started_at: at(1) }))).status).toBe(404);
        expect((await expectFailure(client.listPois(sessionId))).status).toBe(404);
        expect((await expectFailure(client.editPoi(poi.data.id, { name: "mine" }))).status).toBe(404);
        expect((await expectFailure(client.removePoi(poi.data.id))).status).toBe(404);
        expect((await expectFailure(client.watchPoi(sessionId, { type: "poi", started_at: at(1) }))).status).toBe(404);
        expect((await subject.content(sessionId))?.pois).toHaveLength(1);
      });

      it("answers 401 without a token", async () => {
        const sessionId = await startedSession();
        subject.keyValue.remove("token");
        expect((await expectFailure(client.listPois(sessionId))).status).toBe(401);
      });
    });

    describe("notes", () => {
      it("creates a session-wide note and a highlight's note (201) and lists them in order", async () => {
        const sessionId = await startedSession();
        const poi = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(11) });
        const wide = await client.createNote(sessionId, { text: "<p>Read chapter 3</p>" });
        expect(wide.data).toMatchObject({
          type: "sessions_notes",
          attributes: {
            text: "<p>Read chapter 3</p>",
            name: null,
            url: null,
            is_url: false,
            created_at: STARTED_AT,
            updated_at: STARTED_AT,
          },
          relationships: { poi: { data: null } },
        });
        const ofPoi = await client.createNote(sessionId, { text: "Why?", name: "Question" }, poi.data.id);
        expect(ofPoi.data.relationships.poi.data).toEqual({ type: "sessions_pois", id: poi.data.id });
        expect(ofPoi.data.attributes.name).toBe("Question");
        const explicitNull = await client.createNote(sessionId, { text: "also wide" }, null);
        expect(explicitNull.data.relationships.poi.data).toBeNull();
        const list = await client.listNotes(sessionId);
        expect(list.data.map((note) => note.id)).toEqual([wide.data.id, ofPoi.data.id, explicitNull.data.id]);
        expect((await subject.content(sessionId))?.notes).toMatchObject([
          { id: wide.data.id, poiId: null, url: null, attachment: null },
          { id: ofPoi.data.id, poiId: poi.data.id },
          { id: explicitNull.data.id, poiId: null },
        ]);
      });

      it("refuses an empty, whitespace-only or too long text, a wrong type and a foreign highlight (422)", async () => {
        const sessionId = await startedSession();
        const otherSession = await startedSession();
        const foreign = await client.createPoi(otherSession, { type: "poi", started_at: at(1), ended_at: at(2) });
        for (const text of ["", "   ", undefined, null]) {
          expect(await expectFailure(client.createNote(sessionId, { text }))).toMatchObject({
            status: 422,
            title: NOTE_TEXTS.textRequired,
          });
        }
        expect((await expectFailure(client.createNote(sessionId, { text: 5 }))).title).toBe(NOTE_TEXTS.textString);
        expect(
          await expectFailure(client.createNote(sessionId, { text: "x".repeat(MAX_NOTE_TEXT + 1) })),
        ).toMatchObject({ status: 422, title: "The text may not be greater than 65535 characters." });
        await expect(client.createNote(sessionId, { text: "x".repeat(MAX_NOTE_TEXT) })).resolves.toBeDefined();
        expect(
          await expectFailure(client.createNote(sessionId, { text: "hi" }, undefined, "sessions_pois")),
        ).toMatchObject({ status: 422, title: NOTE_TEXTS.resourceType });
        expect(await expectFailure(client.createNote(sessionId, { text: "hi" }, foreign.data.id))).toMatchObject({
          status: 422,
          title: NOTE_TEXTS.poi,
        });
        expect((await expectFailure(client.createNote(sessionId, { text: "hi" }, "999"))).status).toBe(422);
        expect((await client.listNotes(sessionId)).data).toHaveLength(1);
      });

      it("updates a note's text (200, updated_at moves) and refuses an empty one", async () => {
        const sessionId = await startedSession();
        const note = await client.createNote(sessionId, { text: "first" });
        subject.advance(60_000);
        const edited = await client.editNote(note.data.id, "second");
        expect(edited.data.attributes).toMatchObject({
          text: "second",
          created_at: STARTED_AT,
          updated_at: at(60),
        });
        expect(await expectFailure(client.editNote(note.data.id, " "))).toMatchObject({
          status: 422,
          title: NOTE_TEXTS.textRequired,
        });
        expect((await client.listNotes(sessionId)).data[0]!.attributes.text).toBe("second");
      });

      describeNoteHtmlContract({ subject: () => subject, client: () => client, startedSession });

      it("removes a note (204), then answers 404", async () => {
        const sessionId = await startedSession();
        const note = await client.createNote(sessionId, { text: "gone soon" });
        expect((await client.removeNote(note.data.id)).status).toBe(204);
        expect((await client.listNotes(sessionId)).data).toEqual([]);
        expect((await expectFailure(client.removeNote(note.data.id))).status).toBe(404);
        expect((await expectFailure(client.editNote(note.data.id, "back"))).status).toBe(404);
      });

      it("removes several notes all or nothing: one unknown id removes none (404)", async () => {
        const sessionId = await startedSession();
        const otherSession = await startedSession();
        const ids: string[] = [];
        for (const text of ["a", "b", "c"]) ids.push((await client.createNote(sessionId, { text })).data.id);
        const elsewhere = await client.createNote(otherSession, { text: "not here" });
        const unknown = await expectFailure(client.removeNotes(sessionId, [ids[0]!, "999"]));
        expect(unknown).toMatchObject({ status: 404, title: NOTE_TEXTS.someNotFound });
        expect((await expectFailure(client.removeNotes(sessionId, [ids[0]!, elsewhere.data.id]))).status).toBe(404);
        expect((await client.listNotes(sessionId)).data).toHaveLength(3);
        expect((await client.removeNotes(sessionId, [ids[0]!, ids[2]!])).status).toBe(204);
        expect((await client.listNotes(sessionId)).data.map((note) => note.id)).toEqual([ids[1]]);
        expect((await client.listNotes(otherSession)).data).toHaveLength(1);
      });

      it("refuses a remove-several body that is not a list of sessions_notes (422)", async () => {
        const sessionId = await startedSession();
        const note = await client.createNote(sessionId, { text: "a" });
        for (const body of [{ data: [] }, { data: {} }, { data: [{ type: "sessions_pois", id: note.data.id }] }, {}]) {
          expect(await expectFailure(client.removeNotesBody(sessionId, body))).toMatchObject({
            status: 422,
            title: NOTE_TEXTS.list,
          });
        }
        expect((await client.listNotes(sessionId)).data).toHaveLength(1);
      });

      it("uploads a file as a link note (201) whose url serves the bytes with their content type", async () => {
        const sessionId = await startedSession();
        const poi = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(11) });
        const note = await client.uploadNoteFile(sessionId, "Week 3 handout.PDF", PDF, poi.data.id);
        expect(note.data.attributes).toMatchObject({
          text: "Week 3 handout.PDF",
          name: "Week 3 handout.PDF",
          is_url: true,
        });
        expect(note.data.relationships.poi.data).toEqual({ type: "sessions_pois", id: poi.data.id });
        const url = note.data.attributes.url!;
        expect(url).toMatch(new RegExp(`^/api/demo/media/notes/${note.data.id}/[0-9a-f]+/Week%203%20handout\\.PDF$`));
        const served = await subject.fetchFile(url);
        expect(served.status).toBe(200);
        expect(served.contentType).toBe("application/pdf");
        expect(served.bytes).toEqual(PDF);
        const wide = await client.uploadNoteFile(sessionId, "notes.txt", new TextEncoder().encode("hello"));
        expect(wide.data.relationships.poi.data).toBeNull();
        expect((await subject.fetchFile(wide.data.attributes.url!)).contentType).toMatch(/^text\/plain/);
        const parts = url.split("/");
        parts[6] = "0".repeat(parts[6]!.length);
        expect((await subject.fetchFile(parts.join("/"))).status).toBe(404);
        expect((await client.removeNote(note.data.id)).status).toBe(204);
        expect((await subject.fetchFile(url)).status).toBe(404);
      });

      it("refuses an unsupported extension, a missing file and a highlight of another session (422)", async () => {
        const sessionId = await startedSession();
        const otherSession = await startedSession();
        const foreign = await client.createPoi(otherSession, { type: "poi", started_at: at(1), ended_at: at(2) });
        const type = await expectFailure(client.uploadNoteFile(sessionId, "virus.exe", Uint8Array.of(1)));
        expect(type).toMatchObject({ status: 422, title: ATTACHMENT_TEXTS.type });
        expect(type.title).toBe(
          "The file must be a file of type: jpg, jpeg, png, webp, gif, mp3, flac, au, asx, aiff, mid, oga, opus, wav, weba, wma, aac, mp4, avi, m4v, mov, mpeg, ogg, ogm, ogv, webm, wmv, mpg, asf, pdf, pptx, txt, doc, docx, xls, xlsx, ppt, ttf, xps, zip, pages.",
        );
        expect((await expectFailure(client.uploadNoteFile(sessionId, "README", Uint8Array.of(1)))).status).toBe(422);
        const poi = await expectFailure(client.uploadNoteFile(sessionId, "a.png", Uint8Array.of(1), foreign.data.id));
        expect(poi).toMatchObject({ status: 422, title: ATTACHMENT_TEXTS.poi });
        const missing = await expectFailure(
          subject.api.send({
            method: "POST",
            path: `sessions/${sessionId}/relationships/notes/upload`,
            body: { data: {} },
            files: [],
          }),
        );
        expect(missing).toMatchObject({ status: 422, title: ATTACHMENT_TEXTS.fileMissing });
        expect((await client.listNotes(sessionId)).data).toEqual([]);
      });

      it("keeps notes to their owner: another user meets 404", async () => {
        const sessionId = await startedSession();
        const note = await client.createNote(sessionId, { text: "mine" });
        await sessions.signUp("other@example.org", "Str0ng!pass");
        expect((await expectFailure(client.createNote(sessionId, { text: "x" }))).status).toBe(404);
        expect((await expectFailure(client.listNotes(sessionId))).status).toBe(404);
        expect((await expectFailure(client.editNote(note.data.id, "theirs"))).status).toBe(404);
        expect((await expectFailure(client.removeNote(note.data.id))).status).toBe(404);
        expect((await expectFailure(client.removeNotes(sessionId, [note.data.id]))).status).toBe(404);
        expect((await expectFailure(client.uploadNoteFile(sessionId, "a.png", Uint8Array.of(1)))).status).toBe(404);
        expect((await subject.content(sessionId))?.notes).toMatchObject([{ text: "mine" }]);
      });
    });

    describe("deleting a session", () => {
      it("removes its highlights, notes and files, and nothing of other sessions", async () => {
        // The account's seeded demo lectures have highlights and notes of their own: they stay.
        const before = await subject.everything();
        const sessionId = await startedSession();
        const keptSession = await startedSession();
        const poi = await client.createPoi(sessionId, { type: "poi", started_at: at(1), ended_at: at(2) });
        const note = await client.createNote(sessionId, { text: "n" }, poi.data.id);
        const file = await client.uploadNoteFile(sessionId, "a.png", Uint8Array.of(1, 2));
        await client.watchPoi(sessionId, { type: "backtrack", started_at: at(3) });
        const keptPoi = await client.createPoi(keptSession, { type: "poi", started_at: at(1), ended_at: at(2) });
        const keptNote = await client.createNote(keptSession, { text: "k" });
        expect((await sessions.deleteSession(sessionId)).status).toBe(204);
        expect(await subject.content(sessionId)).toBeNull();
        const everything = await subject.everything();
        expect(everything.pois.map((item) => item.id)).toEqual([
          ...before.pois.map((item) => item.id),
          keptPoi.data.id,
        ]);
        expect(everything.notes.map((item) => item.id)).toEqual([
          ...before.notes.map((item) => item.id),
          keptNote.data.id,
        ]);
        expect((await expectFailure(client.editPoi(poi.data.id, { name: "x" }))).status).toBe(404);
        expect((await expectFailure(client.editNote(note.data.id, "x"))).status).toBe(404);
        expect((await subject.fetchFile(file.data.attributes.url!)).status).toBe(404);
      });
    });

    describe("session save (PATCH sessions/{id})", () => {
      it("renames (trimmed) and places the session (200), keeping what is left out, and tells the user's devices", async () => {
        const sessionId = await startedSession();
        const renamed = await client.saveSession(sessionId, { name: "  Thermodynamics  " });
        expect(renamed.data.attributes).toMatchObject({ name: "Thermodynamics", geo: null });
        const placed = await client.saveSession(sessionId, {
          geo: { lat: 51.5072, lng: -0.1276, place: "London" },
        });
        expect(placed.data.attributes).toMatchObject({
          name: "Thermodynamics",
          geo: { lat: 51.5072, lng: -0.1276, place: "London" },
        });
        expect((await sessions.checkSession(sessionId)).data.attributes.name).toBe("Thermodynamics");
        const [listEvent] = await subject.events.next(`private-users-${SEED.id}.sessions`, "changed", 2);
        expect(listEvent!.data).toMatchObject({ id: sessionId, attributes: { name: "Thermodynamics" } });
        const viewEvents = await subject.events.next(sessionChannel(sessionId), "changed", 2);
        expect(viewEvents[1]!.data).toMatchObject({ attributes: { geo: { place: "London" } } });
      });

      it("refuses an empty or whitespace name and geo out of range (422), changing nothing", async () => {
        const sessionId = await startedSession();
        for (const name of ["", "   ", null]) {
          expect(await expectFailure(client.saveSession(sessionId, { name }))).toMatchObject({
            status: 422,
            title: "The name field is required.",
          });
        }
        const cases: [Record<string, unknown>, string][] = [
          [{ lat: 90.5, lng: 0, place: "North" }, "The geo.lat must be a number from -90 to 90."],
          [{ lat: 0, lng: -180.01, place: "West" }, "The geo.lng must be a number from -180 to 180."],
          [{ lat: "1", lng: 0, place: "Text" }, "The geo.lat must be a number from -90 to 90."],
          [{ lat: 0, lng: 0, place: "p".repeat(256) }, "The geo.place may not be greater than 255 characters."],
        ];
        for (const [geo, title] of cases) {
          expect(await expectFailure(client.saveSession(sessionId, { name: "Kept?", geo }))).toMatchObject({
            status: 422,
            title,
          });
        }
        await expect(
          client.saveSession(sessionId, { geo: { lat: -90, lng: 180, place: "p".repeat(255) } }),
        ).resolves.toBeDefined();
        expect((await sessions.checkSession(sessionId)).data.attributes.name).toBe("Lecture 1");
        expect((await expectFailure(client.saveSession(sessionId, { name: "n".repeat(256) }))).status).toBe(422);
      });

      it("keeps the save to the owner: another user meets 404", async () => {
        const sessionId = await startedSession();
        await sessions.signUp("other@example.org", "Str0ng!pass");
        expect((await expectFailure(client.saveSession(sessionId, { name: "Mine now" }))).status).toBe(404);
      });
    });

    describe("user settings", () => {
      // What the widget's client reads; automatic highlights (the profile's settings page) are not its.
      const { auto_poi_enabled: _automatic, ...WIDGET_SETTING_DEFAULTS } = DEFAULT_USER_SETTINGS;

      it("answers the defaults until saved", async () => {
        const settings = await client.settings();
        expect(settings.data).toEqual({
          id: SEED.id,
          type: "user_settings",
          attributes: {
            backtrack: { backward: 30 },
            poi: { backward: 5, forward: 5 },
            widget_type: "advanced",
            show_highlight_notes: true,
            ui_adjustments: false,
          },
        });
        expect(settings.data.attributes).toEqual(WIDGET_SETTING_DEFAULTS);
      });

      it("saves a partial change (200), keeps the rest, and keeps it per user", async () => {
        const saved = await client.saveSettings({ poi: { forward: 10 }, widget_type: "basic", ui_adjustments: true });
        expect(saved.data.attributes).toEqual({
          backtrack: { backward: 30 },
          poi: { backward: 5, forward: 10 },
          widget_type: "basic",
          show_highlight_notes: true,
          ui_adjustments: true,
        });
        await client.saveSettings({ backtrack: { backward: 600 }, show_highlight_notes: false });
        expect((await client.settings()).data.attributes).toEqual({
          backtrack: { backward: 600 },
          poi: { backward: 5, forward: 10 },
          widget_type: "basic",
          show_highlight_notes: false,
          ui_adjustments: true,
        });
        await sessions.signUp("other@example.org", "Str0ng!pass");
        expect((await client.settings()).data.attributes).toEqual(WIDGET_SETTING_DEFAULTS);
      });

      it("refuses seconds outside 1…600 or not whole, and an unknown widget type (422), saving nothing", async () => {
        for (const backward of [0, 601, 1.5, "5", null]) {
          expect(await expectFailure(client.saveSettings({ backtrack: { backward } }))).toMatchObject({
            status: 422,
            title: "The backtrack.backward must be a whole number of seconds from 1 to 600.",
          });
        }
        expect((await expectFailure(client.saveSettings({ poi: { forward: -1 } }))).title).toBe(
          "The poi.forward must be a whole number of seconds from 1 to 600.",
        );
        expect(await expectFailure(client.saveSettings({ poi: { backward: 1 }, widget_type: "pro" }))).toMatchObject({
          status: 422,
          title: "The widget type must be one of lite, basic, advanced.",
        });
        expect((await expectFailure(client.saveSettings({ ui_adjustments: "yes" }))).status).toBe(422);
        expect((await client.settings()).data.attributes).toEqual(WIDGET_SETTING_DEFAULTS);
        await expect(client.saveSettings({ poi: { backward: 1, forward: 600 } })).resolves.toBeDefined();
      });

      it("answers 401 without a token", async () => {
        subject.keyValue.remove("token");
        expect((await expectFailure(client.settings())).status).toBe(401);
      });
    });
  });
};
