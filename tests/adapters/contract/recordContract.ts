import { SESSION_SAVE_TEXTS } from "@lectern/adapters/demo/handlers/sessionSaveRoutes";
import { FILE_NOT_FOUND } from "@lectern/adapters/demo/handlers/temporaryUrlRoutes";
import { WAVEFORM_NOT_READY } from "@lectern/adapters/demo/handlers/waveformRoutes";
import { TAG_TEXTS } from "@lectern/adapters/demo/model/tags";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { RECORD_INCLUDE, recordCalls } from "@lectern/core/records/record/recordCalls";
import {
  CdnReply,
  SessionDocumentReply,
  TagListReply,
  TemporaryUrlReply,
  WaveformReply,
} from "@lectern/core/records/record/recordReplies";
import { unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { HighlightsDriver } from "./highlights/HighlightsDriver";
import { RecordDriver } from "./recordDriver";
import type { Resource } from "./recordDocuments";
import { MERGED, WAVEFORM, seedRecording } from "./recordSeed";
import type { RecordSubject } from "./recordSubject";
import { expectFailure } from "./upload/expectFailure";
import { STARTED_AT, UploadDriver } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];
const START_MS = Date.parse(STARTED_AT);
const at = (seconds: number): string => new Date(START_MS + seconds * 1000).toISOString();
const listChannel = `private-users-${SEED.id}.sessions`;
const viewChannel = (sessionId: string) => `private-users-${SEED.id}.sessions-${sessionId}`;
const ofType = (included: readonly Resource[] | undefined, type: string) =>
  (included ?? []).filter((resource) => resource.type === type);
const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

/**
 * The record page's server side (spec 3 §3, §7, §8): the session document with include, rename,
 * delete with everything of it, favourites, tags, media addresses, waveform, captions, transcripts,
 * the zip, and highlights' edits, with the real-time events each change sends. Owner only: another
 * user's session reads as absent. Runs unchanged against every backend.
 */
export const describeRecordContract = (suiteName: string, makeSubject: () => Promise<RecordSubject>): void => {
  describe(suiteName, () => {
    let subject: RecordSubject;
    let sessions: UploadDriver;
    let record: RecordDriver;
    let highlights: HighlightsDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      sessions = new UploadDriver(subject.api, subject.keyValue);
      record = new RecordDriver(subject.api);
      highlights = new HighlightsDriver(subject.api);
      await sessions.signIn(SEED.email, SEED.password);
    });

    /** A session started at STARTED_AT with a 10 s highlight, ended, and its recording (MERGED). */
    const recorded = async (options: Parameters<typeof seedRecording>[2] = {}) => {
      const created = await sessions.createSession();
      const sessionId = created.data.id;
      await sessions.startSession(sessionId, STARTED_AT);
      const poi = await highlights.createPoi(sessionId, {
        type: "poi",
        name: "Key idea",
        started_at: at(1),
        ended_at: at(11),
      });
      await sessions.endSession(sessionId);
      const streamId = await seedRecording(subject.router(), sessionId, options);
      return { sessionId, streamId, poiId: poi.data.id };
    };

    /** Signs in as a second user, runs `act`, then back as the seed user. */
    const asOtherUser = async (act: () => Promise<void>) => {
      const mine = subject.keyValue.get("token");
      await sessions.signUp(`other-${Math.random().toString(36).slice(2)}@example.com`, "Other#2026pass");
      try {
        await act();
      } finally {
        sessions.useToken(mine!);
      }
    };

    describe("GET sessions/{id}", () => {
      it("answers the session with every relationship, and what include=* names in included", async () => {
        const { sessionId, streamId, poiId } = await recorded({ insights: true, waveform: true });
        const tag = await record.createTag("Biology");
        await record.tagPoi(poiId, [tag.data.id]);
        await highlights.createNote(sessionId, { text: "<p>Read <b>chapter 2</b></p>" });
        const document = await record.session(sessionId, "*");
        expect(document.data.attributes).toMatchObject({
          name: "Lecture 1",
          type: "audio",
          status: 30,
          demo: false,
          favourite: false,
          thumbnail_url: null,
          zipped: false,
          started_at: STARTED_AT,
          scheduled_on: null,
          scheduled_to: null,
          slide_url: null,
          duration: 12.5,
          highlights_count: 1,
        });
        const relationships = document.data.relationships;
        expect(relationships.streams.data).toEqual([{ id: streamId, type: "streams" }]);
        expect(relationships.pois.data).toEqual([{ id: poiId, type: "sessions_pois" }]);
        expect(relationships.notes.data).toHaveLength(1);
        expect(relationships.transcript.data?.type).toBe("transcripts");
        expect(relationships.summary.data?.type).toBe("sessions_summaries");
        expect(relationships.action_items.data).toHaveLength(1);
        const included = document.included;
        expect(ofType(included, "streams")[0]?.attributes).toMatchObject({
          waveform: `streams/${streamId}/waveform`,
          captions: `streams/${streamId}/captions`,
          is_waveform_attached: true,
          duration: 12.5,
        });
        expect(ofType(included, "sessions_pois")[0]).toMatchObject({
          id: poiId,
          attributes: { duration: 10, name: "Key idea" },
          relationships: { tags: { data: [{ id: tag.data.id, type: "tags" }] } },
        });
        expect(ofType(included, "tags")).toEqual([{ id: tag.data.id, type: "tags", attributes: { tag: "Biology" } }]);
        expect(ofType(included, "sessions_notes")[0]?.attributes).toMatchObject({
          text: "<p>Read <b>chapter 2</b></p>",
        });
        expect(ofType(included, "transcripts")[0]?.attributes).toMatchObject({
          stream_id: streamId,
          error: null,
          transcript: {
            speakers: [
              { id: "host", name: "Host" },
              { id: "guest", name: "Guest" },
            ],
            sentences: [
              { speakerId: "host", sentences: [{ start: 1, end: 2.5, text: "Hello and welcome." }] },
              { speakerId: "guest", sentences: [{ start: 3, end: 4.25, text: "Is <this> on the exam?" }] },
            ],
          },
        });
        expect(ofType(included, "sessions_summaries")[0]?.attributes).toMatchObject({
          status: 20,
          summary: [{ text: "A welcome.", start: 1, end: 2.5, poi_id: null }],
          key_points: [{ text: "Exams matter.", start: 3, end: 4.25, poi_id: null }],
          error: null,
        });
        expect(ofType(included, "action_items")[0]?.attributes).toMatchObject({
          text: "Revise chapter 2",
          text_highlighted: "Revise <b>chapter 2</b>",
          start: 3,
          end: 4.25,
        });
      });

      it("includes only what is named, and nothing without include", async () => {
        const { sessionId } = await recorded({ insights: true });
        expect((await record.session(sessionId)).included).toBeUndefined();
        const some = await record.session(sessionId, "streams,transcript");
        expect([...new Set(some.included?.map((resource) => resource.type))].sort()).toEqual([
          "streams",
          "transcripts",
        ]);
      });

      it("gives a stream no waveform or captions path before they exist", async () => {
        const { sessionId } = await recorded();
        const [stream] = ofType((await record.session(sessionId, "streams")).included, "streams");
        expect(stream?.attributes).toMatchObject({ waveform: null, captions: null, is_waveform_attached: false });
        const document = await record.session(sessionId);
        expect(document.data.relationships.transcript.data).toBeNull();
        expect(document.data.relationships.summary.data).toBeNull();
      });
    });

    describe("the record page's decoders (core/records)", () => {
      it("read the session document with everything included, media, waveform, zip and tags", async () => {
        const { sessionId, streamId, poiId } = await recorded({ insights: true, waveform: true });
        const tag = await record.createTag("Biology");
        await record.tagPoi(poiId, [tag.data.id]);
        await record.tagSession(sessionId, [tag.data.id]);
        await highlights.createNote(sessionId, { text: "A note" });
        const { api } = subject;
        const document = await api.request(
          { method: "GET", path: recordCalls.session(sessionId), query: { include: RECORD_INCLUDE } },
          SessionDocumentReply,
        );
        expect(document.data.id).toBe(sessionId);
        expect(document.included?.map((resource) => resource.type).sort()).toEqual(
          [
            "action_items",
            "sessions_notes",
            "sessions_pois",
            "sessions_summaries",
            "streams",
            "tags",
            "transcripts",
          ].sort(),
        );
        expect(
          (await api.request({ method: "GET", path: recordCalls.cdn(streamId) }, CdnReply)).data.attributes.url,
        ).toBeTruthy();
        expect(
          (await api.request({ method: "GET", path: recordCalls.waveform(streamId) }, WaveformReply)).data,
        ).toBeTruthy();
        expect(
          (await api.request({ method: "GET", path: recordCalls.zip(sessionId) }, TemporaryUrlReply)).data.attributes
            .url,
        ).toBeTruthy();
        const tags = await api.request({ method: "GET", path: recordCalls.tags() }, TagListReply);
        expect(tags.data.map((each) => each.id)).toContain(tag.data.id);
      });
    });

    describe("thumbnail", () => {
      it("serves the session's thumbnail at its thumbnail_url until the session is deleted", async () => {
        const { sessionId } = await recorded({ type: "combined" });
        const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
        await subject.router().exclusive(async ({ db, media }) => {
          await media.putFile("thumbnails/recorded.png", png);
          db.mutate((data) => {
            const session = data.recordingSessions.find((candidate) => candidate.id === sessionId)!;
            session.thumbnailKey = "thumbnails/recorded.png";
            db.touch(session);
          });
        });
        const url = (await record.session(sessionId)).data.attributes.thumbnail_url!;
        const image = await subject.fetchApiFile(url);
        expect(image).toMatchObject({ status: 200, headers: { "content-type": "image/png" }, bytes: png });
        await record.remove(sessionId);
        expect((await subject.fetchApiFile(url)).status).toBe(404);
      });
    });

    describe("rename (PATCH sessions/{id})", () => {
      it("trims the name and tells the list and the view", async () => {
        const { sessionId } = await recorded();
        const renamed = await record.rename(sessionId, "  Cell membranes  ");
        expect(renamed.data.attributes.name).toBe("Cell membranes");
        const [listed] = await subject.events.next(listChannel, "changed");
        const [viewed] = await subject.events.next(viewChannel(sessionId), "changed");
        expect(listed?.data).toMatchObject({ id: sessionId });
        expect(viewed?.data).toMatchObject({ id: sessionId });
      });

      it("refuses a name that is empty after trimming (422), keeping the old one", async () => {
        const { sessionId } = await recorded();
        expect(await expectFailure(record.rename(sessionId, "   "))).toMatchObject({
          status: 422,
          title: SESSION_SAVE_TEXTS.nameRequired,
        });
        expect((await record.session(sessionId)).data.attributes.name).toBe("Lecture 1");
      });
    });

    describe("DELETE sessions/{id}", () => {
      it("removes the session with its media, highlights, notes and their files, transcript, summary and action items", async () => {
        const { sessionId, streamId } = await recorded({ insights: true, waveform: true });
        await highlights.createNote(sessionId, { text: "kept?" });
        const file = await highlights.uploadNoteFile(sessionId, "handout.pdf", Uint8Array.of(37, 80, 68, 70));
        const address = (await record.cdn(streamId)).data.attributes.url;
        subject.events.clear();

        expect((await record.remove(sessionId)).status).toBe(204);

        expect((await expectFailure(record.session(sessionId))).status).toBe(404);
        const [removed] = await subject.events.next(listChannel, "removed");
        expect(removed?.data).toMatchObject({ id: sessionId });
        const router = subject.router();
        await router.exclusive(() => undefined);
        const data = router.database.data;
        const ofSession = (rows: readonly { sessionId: string }[]) => rows.filter((row) => row.sessionId === sessionId);
        expect(ofSession(data.streams)).toEqual([]);
        expect(ofSession(data.pois)).toEqual([]);
        expect(ofSession(data.notes)).toEqual([]);
        expect(ofSession(data.transcripts)).toEqual([]);
        expect(ofSession(data.summaries)).toEqual([]);
        expect(ofSession(data.actionItems)).toEqual([]);
        expect(await router.media.readMerged(streamId)).toBeNull();
        expect(await router.media.readFile(`waveforms/${streamId}.json`)).toBeNull();
        const fileKey = file.data.attributes.url!.split("/").at(-2)!;
        expect(await router.media.readFile(fileKey)).toBeNull();
        expect((await subject.fetchMedia(address)).status).toBe(404);
      });

      it("refuses another user's session (404) and keeps it", async () => {
        const { sessionId } = await recorded();
        await asOtherUser(async () => {
          expect((await expectFailure(record.remove(sessionId))).status).toBe(404);
        });
        expect((await record.session(sessionId)).data.id).toBe(sessionId);
      });
    });

    describe("favourites", () => {
      it("stars and unstars, answering the session and telling the list", async () => {
        const { sessionId } = await recorded();
        expect((await record.favourite(sessionId)).data.attributes.favourite).toBe(true);
        expect((await record.session(sessionId)).data.attributes.favourite).toBe(true);
        await subject.events.next(listChannel, "changed");
        expect((await record.unfavourite(sessionId)).data.attributes.favourite).toBe(false);
        expect(await subject.events.next(listChannel, "changed", 2)).toHaveLength(2);
      });
    });

    describe("tags", () => {
      it("creates a tag once: the same text in any case answers the existing one", async () => {
        const first = await record.createTag("Biology");
        const again = await record.createTag("  bIOLOGY ");
        expect(again.data).toEqual(first.data);
        await record.createTag("Algebra");
        // The seeded lectures bring tags of their own: these two are among them, once each, in order.
        const names = (await record.tags()).data.map((tag) => String(tag.attributes["tag"]));
        expect(names.filter((name) => ["algebra", "biology"].includes(name.toLowerCase()))).toEqual([
          "Algebra",
          "Biology",
        ]);
        expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, undefined, { sensitivity: "base" })));
        expect(await expectFailure(record.createTag("  "))).toMatchObject({
          status: 422,
          title: TAG_TEXTS.tagRequired,
        });
      });

      it("attaches and detaches tags on a session (changed) and on a highlight (poi_changed)", async () => {
        const { sessionId, poiId } = await recorded();
        const biology = await record.createTag("Biology");
        const exam = await record.createTag("Exam");
        subject.events.clear();
        const tagged = await record.tagSession(sessionId, [biology.data.id, exam.data.id, biology.data.id]);
        expect(tagged.data.relationships.tags.data.map((tag) => tag.id)).toEqual([biology.data.id, exam.data.id]);
        await subject.events.next(listChannel, "changed");
        const untagged = await record.tagSession(sessionId, [biology.data.id], false);
        expect(untagged.data.relationships.tags.data.map((tag) => tag.id)).toEqual([exam.data.id]);
        expect(ofType((await record.session(sessionId, "tags")).included, "tags")).toEqual([
          { id: exam.data.id, type: "tags", attributes: { tag: "Exam" } },
        ]);

        const poi = await record.tagPoi(poiId, [exam.data.id]);
        expect(poi.data.relationships).toMatchObject({ tags: { data: [{ id: exam.data.id, type: "tags" }] } });
        const [changed] = await subject.events.next(viewChannel(sessionId), "poi_changed");
        expect(changed?.data).toMatchObject({ id: poiId });
        const listed = await record.pois(sessionId, "tags");
        expect(ofType(listed.included, "tags").map((tag) => tag.id)).toEqual([exam.data.id]);
        await record.tagPoi(poiId, [exam.data.id], false);
        expect((await record.pois(sessionId)).data[0]?.relationships).toMatchObject({ tags: { data: [] } });
      });

      it("refuses unknown tags and other users' tags, and keeps each user's tags apart", async () => {
        const { sessionId } = await recorded();
        const mine = await record.createTag("Mine");
        expect(await expectFailure(record.tagSession(sessionId, ["999"]))).toMatchObject({
          status: 422,
          title: TAG_TEXTS.notFound,
        });
        await asOtherUser(async () => {
          const before = (await record.tags()).data;
          expect(before.map((tag) => tag.id)).not.toContain(mine.data.id);
          const theirs = await record.createTag("Mine");
          expect(theirs.data.id).not.toBe(mine.data.id);
          expect((await expectFailure(record.tagSession(sessionId, [theirs.data.id]))).status).toBe(404);
        });
      });
    });

    describe("media addresses", () => {
      it("answers 'File is not found' (404) before the recording is merged", async () => {
        const { sessionId } = await sessions.recordingWithStream("audio");
        const [stream] = ofType((await record.session(sessionId, "streams")).included, "streams");
        expect(await expectFailure(record.cdn(stream!.id))).toMatchObject({ status: 404, title: FILE_NOT_FOUND });
        expect(await expectFailure(record.download(stream!.id))).toMatchObject({ status: 404, title: FILE_NOT_FOUND });
      });

      it("gives the player an address of the merged bytes", async () => {
        const { streamId } = await recorded();
        const { url } = (await record.cdn(streamId)).data.attributes;
        const media = await subject.fetchMedia(url);
        expect(media.status).toBe(200);
        expect(media.headers["content-type"]).toBe("audio/webm");
        expect(media.bytes).toEqual(MERGED);
      });

      it("names a download after the session and the stream", async () => {
        const { sessionId, streamId } = await recorded({ type: "combined" });
        await record.rename(sessionId, "Cells: part 1/2");
        const download = await record.download(streamId);
        expect(download.data.attributes.name).toBe("Cells part 1 2 - Screen.webm");
        const media = await subject.fetchMedia(download.data.attributes.url);
        expect(media.headers["content-type"]).toBe("video/webm");
        expect(media.bytes).toEqual(MERGED);
      });
    });

    describe("waveform, captions and transcripts", () => {
      it("answers the waveform once the pipeline stored it, 404 before", async () => {
        const before = await recorded();
        expect(await expectFailure(record.waveform(before.streamId))).toMatchObject({
          status: 404,
          title: WAVEFORM_NOT_READY,
        });
        const { streamId } = await recorded({ waveform: true });
        const { version: _version, ...attributes } = WAVEFORM;
        expect((await record.waveform(streamId)).data).toEqual({ id: streamId, type: "waveforms", attributes });
      });

      it("builds WebVTT captions from the transcript, voiced by speaker, markup escaped", async () => {
        const { streamId } = await recorded({ insights: true });
        const { vtt } = (await record.captions(streamId)).data.attributes;
        expect(vtt).toBe(
          "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\n<v Host>Hello and welcome.\n\n" +
            "2\n00:00:03.000 --> 00:00:04.250\n<v Guest>Is &lt;this&gt; on the exam?\n",
        );
        const none = await recorded();
        expect((await record.captions(none.streamId)).data.attributes.vtt).toBe("WEBVTT\n");
      });

      it("lists the session's transcripts", async () => {
        const { sessionId, streamId } = await recorded({ insights: true });
        const list = await record.transcripts(sessionId);
        expect(list.data).toHaveLength(1);
        expect(list.data[0]).toMatchObject({ type: "transcripts", attributes: { stream_id: streamId, error: null } });
        expect((await record.transcripts((await recorded()).sessionId)).data).toEqual([]);
      });
    });

    describe("zip (GET sessions/{id}/zip)", () => {
      it("is a real zip of the media, the transcript and the notes", async () => {
        const { sessionId, poiId } = await recorded({ insights: true });
        await highlights.createNote(sessionId, { text: "<p>Bring a <b>calculator</b></p>" });
        await highlights.createNote(sessionId, { text: "Definition of osmosis" }, poiId);
        const zip = await record.zip(sessionId);
        expect(zip.data.attributes.name).toBe("Lecture 1.zip");
        const fetched = await subject.fetchMedia(zip.data.attributes.url);
        expect(fetched.headers["content-type"]).toBe("application/zip");
        const files = unzipSync(fetched.bytes);
        expect(Object.keys(files).sort()).toEqual([
          "Lecture 1 - Audio.webm",
          "Lecture 1 - Notes.txt",
          "Lecture 1 - Transcript.txt",
        ]);
        expect(files["Lecture 1 - Audio.webm"]).toEqual(MERGED);
        expect(text(files["Lecture 1 - Transcript.txt"])).toBe(
          "[0:01] Host: Hello and welcome.\n[0:03] Guest: Is <this> on the exam?\n",
        );
        expect(text(files["Lecture 1 - Notes.txt"])).toBe(
          "Bring a calculator\n\n## Key idea (0:01)\n\nDefinition of osmosis\n",
        );
      });

      it("answers 'File is not found' (404) when the session has no media", async () => {
        const created = await sessions.createSession();
        expect(await expectFailure(record.zip(created.data.id))).toMatchObject({ status: 404, title: FILE_NOT_FOUND });
      });
    });

    describe("highlights on the record page", () => {
      it("renames and removes a highlight, telling the view", async () => {
        const { sessionId, poiId } = await recorded();
        subject.events.clear();
        expect((await record.renamePoi(poiId, "Osmosis")).data.attributes["name"]).toBe("Osmosis");
        expect((await subject.events.next(viewChannel(sessionId), "poi_changed"))[0]?.data).toMatchObject({
          id: poiId,
        });
        expect((await record.removePoi(poiId)).status).toBe(204);
        expect((await subject.events.next(viewChannel(sessionId), "poi_removed"))[0]?.data).toMatchObject({
          id: poiId,
        });
        expect((await record.pois(sessionId)).data).toEqual([]);
        expect((await record.session(sessionId)).data.attributes.highlights_count).toBe(0);
      });
    });

    describe("list events", () => {
      it("announces created and started, then wrapped after the merge", async () => {
        const { sessionId, path } = await sessions.recordingWithStream("audio");
        expect((await subject.events.next(listChannel, "created"))[0]?.data).toMatchObject({ id: sessionId });
        expect((await subject.events.next(listChannel, "started"))[0]?.data).toMatchObject({ id: sessionId });
        await sessions.upload(path, 0, [MERGED.subarray(0, 150), MERGED.subarray(150)]);
        await sessions.endSession(sessionId);
        await sessions.mergeSession(sessionId);
        expect((await subject.events.next(listChannel, "wrapped"))[0]?.data).toMatchObject({ id: sessionId });
      });
    });

    describe("another user's recording", () => {
      it("reads as absent (404) to every record call", async () => {
        const { sessionId, streamId, poiId } = await recorded({ insights: true, waveform: true });
        await asOtherUser(async () => {
          const refused = [
            () => record.session(sessionId, "*"),
            () => record.rename(sessionId, "Mine now"),
            () => record.favourite(sessionId),
            () => record.unfavourite(sessionId),
            () => record.zip(sessionId),
            () => record.transcripts(sessionId),
            () => record.pois(sessionId),
            () => record.cdn(streamId),
            () => record.download(streamId),
            () => record.waveform(streamId),
            () => record.captions(streamId),
            () => record.renamePoi(poiId, "Mine"),
            () => record.removePoi(poiId),
            () => record.tagPoi(poiId, []),
          ];
          for (const call of refused) expect((await expectFailure(call())).status).toBe(404);
        });
        const document = await record.session(sessionId);
        expect(document.data.attributes).toMatchObject({ name: "Lecture 1", favourite: false, highlights_count: 1 });
      });
    });
  });
};
