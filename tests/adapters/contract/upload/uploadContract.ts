import { defaultSessionName } from "@lectern/core/recording/domain/defaultSessionName";
import { CAPACITY_TEXTS, DEMO_PLAN_CAPACITY } from "@lectern/adapters/demo/model/demoCapacity";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import { beforeEach, describe, expect, it } from "vitest";
import { expectFailure } from "./expectFailure";
import { CapacityDocument, type StreamResource } from "./uploadDocuments";
import { STARTED_AT, UploadDriver, concat, sliceBytes } from "./UploadDriver";
import type { UploadSubject } from "./UploadSubject";

const SEED = SEED_USERS[0];
const slices = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sliceBytes(from + i));
const streamOf = (included: readonly StreamResource[] | undefined, id: string) =>
  included?.find((stream) => stream.id === id);

/**
 * The server side of the upload queue (uploadCalls in core/queue, spec 2 §4.7 and §7, spec 3 §4 and
 * §7), driven request by request through core's ApiClient. Runs unchanged against every backend.
 */
export const describeUploadContract = (name: string, makeSubject: () => Promise<UploadSubject>): void => {
  describe(name, () => {
    let subject: UploadSubject;
    let client: UploadDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      client = new UploadDriver(subject.api, subject.keyValue);
      await client.signIn(SEED.email, SEED.password);
    });

    describe("sessions", () => {
      it("creates a booked session (201), starts it (status 10) and tells the user's devices", async () => {
        const created = await client.createSession({ name: "Algebra", organization_id: null, started_at: STARTED_AT });
        expect(created.data.attributes).toMatchObject({
          name: "Algebra",
          status: 0,
          started_at: STARTED_AT,
          ended_at: null,
          organization_id: null,
        });
        const started = await client.startSession(created.data.id, "2026-11-22T09:00:05.000Z");
        expect(started.data.attributes).toMatchObject({ status: 10, started_at: "2026-11-22T09:00:05.000Z" });
        // Starting again is harmless: the first start time stays.
        const again = await client.startSession(created.data.id, "2026-11-22T09:30:00.000Z");
        expect(again.data.attributes.started_at).toBe("2026-11-22T09:00:05.000Z");
        const events = await subject.events.next(`private-users-${SEED.id}.sessions`, "started");
        expect(events[0]!.data).toMatchObject({ id: created.data.id, attributes: { status: 10 } });
      });

      it("names an unnamed session after its start, 'MMMM DD YYYY h:mm A'", async () => {
        const created = await client.createSession({ started_at: "2026-11-22T15:04:00Z" });
        // The app's own formatter, in this runtime's zone ("November 22 2026 3:04 PM" in UTC).
        expect(created.data.attributes.name).toBe(defaultSessionName(Date.parse("2026-11-22T15:04:00Z")));
      });

      it("refuses a wrong type, a bad date and an unknown organisation with 422", async () => {
        const wrongType = await expectFailure(
          subject.api.send({ method: "POST", path: "sessions", body: { data: { type: "notes", attributes: {} } } }),
        );
        expect(wrongType).toMatchObject({ status: 422, title: "The type must be sessions." });
        const badDate = await expectFailure(client.createSession({ started_at: "yesterday" }));
        expect(badDate.status).toBe(422);
        expect(badDate.title).toContain("ISO 8601");
        const organisation = await expectFailure(client.createSession({ organization_id: "nowhere" }));
        expect(organisation).toMatchObject({ status: 422, title: "The selected organization id is invalid." });
        await expect(client.createSession({ organization_id: "northbridge" })).resolves.toBeDefined();
      });

      it("ends idempotently: a second end answers the first end unchanged", async () => {
        const { sessionId } = await client.recordingWithStream();
        const ended = await client.endSession(sessionId, "2026-11-22T10:00:00.000Z");
        expect(ended.data.attributes).toMatchObject({ status: 20, ended_at: "2026-11-22T10:00:00.000Z" });
        const again = await client.endSession(sessionId, "2026-11-22T11:00:00.000Z");
        expect(again.data.attributes).toMatchObject({ status: 20, ended_at: "2026-11-22T10:00:00.000Z" });
        expect(await subject.events.next(`private-users-${SEED.id}.sessions-${sessionId}`, "ended")).toHaveLength(1);
      });

      it("refuses an end before the start (422) and a start after the end (409)", async () => {
        const { sessionId } = await client.recordingWithStream();
        expect((await expectFailure(client.endSession(sessionId, "2026-11-22T08:00:00Z"))).status).toBe(422);
        await client.endSession(sessionId);
        expect((await expectFailure(client.startSession(sessionId))).status).toBe(409);
      });

      it("checks a session (GET sessions/{id}) and answers 404 once it is deleted", async () => {
        const { sessionId, path } = await client.recordingWithStream();
        expect((await client.checkSession(sessionId)).data.id).toBe(sessionId);
        expect((await client.deleteSession(sessionId)).status).toBe(204);
        expect((await expectFailure(client.checkSession(sessionId))).status).toBe(404);
        expect((await expectFailure(client.upload(path, 0, slices(0, 0)))).status).toBe(404);
        expect((await expectFailure(client.deleteSession(sessionId))).status).toBe(404);
        expect(await subject.events.next(`private-users-${SEED.id}.sessions`, "removed")).toHaveLength(1);
      });

      it("keeps sessions to their owner: another user's token meets 404, not 403", async () => {
        const { sessionId, path } = await client.recordingWithStream();
        await client.signUp("other@example.org", "Str0ng!pass");
        expect((await expectFailure(client.checkSession(sessionId))).status).toBe(404);
        expect((await expectFailure(client.upload(path, 0, slices(0, 0)))).status).toBe(404);
        expect((await expectFailure(client.createStream(sessionId))).status).toBe(404);
        expect((await client.listSessions([sessionId])).data).toEqual([]);
      });

      it("answers 401 without a token", async () => {
        subject.keyValue.remove("token");
        expect((await expectFailure(client.createSession())).status).toBe(401);
      });
    });

    describe("streams", () => {
      it("creates a stream with path streams/{id}, status new and nothing received", async () => {
        const session = await client.createSession();
        const stream = await client.createStream(session.data.id, "audio");
        expect(stream.data.attributes).toMatchObject({
          type: "audio",
          path: `streams/${stream.data.id}`,
          status: 0,
          received_through: -1,
          size: 0,
          is_primary: false,
        });
      });

      it("refuses a stream type other than audio, combined or camera", async () => {
        const session = await client.createSession();
        const error = await expectFailure(client.createStream(session.data.id, "hologram"));
        expect(error).toMatchObject({ status: 422, title: "The type must be one of audio, combined, camera." });
      });
    });

    describe("partial upload", () => {
      it("appends uploads in order and holds each slice as sent", async () => {
        const { path, streamId } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 2));
        const reply = await client.upload(path, 3, slices(3, 3));
        expect(reply.body).toMatchObject({ data: { attributes: { received_through: 3, status: 10 } } });
        expect(await subject.receivedSlices(streamId)).toEqual(slices(0, 3));
      });

      it("answers a repeated upload 200 and stores nothing (a retry after a lost reply)", async () => {
        const { path, streamId } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 4));
        const before = await subject.receivedSlices(streamId);
        const repeat = await client.upload(path, 0, slices(0, 4));
        expect(repeat.status).toBe(200);
        expect(repeat.body).toMatchObject({
          data: { attributes: { received_through: 4, size: concat(before).length } },
        });
        expect(await subject.receivedSlices(streamId)).toEqual(before);
      });

      it("refuses a gap with 409 and tells where the stream stands", async () => {
        const { path, streamId } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 1));
        const error = await expectFailure(client.upload(path, 3, slices(3, 4)));
        expect(error).toMatchObject({
          status: 409,
          title: "The upload starts at slice 3, but the stream holds slices up to 1: send slice 2 first.",
        });
        expect(error.meta?.body).toMatchObject({ errors: [{ meta: { received_through: 1 } }] });
        expect(await subject.receivedSlices(streamId)).toHaveLength(2);
      });

      it("takes an overlapping upload from the first slice it lacks, by the slice sizes", async () => {
        const { path, streamId } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 2));
        const reply = await client.upload(path, 1, slices(1, 5));
        expect(reply.body).toMatchObject({ data: { attributes: { received_through: 5 } } });
        expect(await subject.receivedSlices(streamId)).toEqual(slices(0, 5));
      });

      it("validates the file name, the slices field and the hash (422)", async () => {
        const { path } = await client.recordingWithStream();
        const badName = await expectFailure(client.upload(path, 0, slices(0, 0), { name: "chunk.webm" }));
        expect(badName).toMatchObject({
          status: 422,
          title: "The file name must be {from}-{to}-{hash}.webm, as chunkFileName makes it.",
        });
        const count = await expectFailure(client.upload(path, 0, slices(0, 1), { slices: [4] }));
        expect(count.title).toBe("The slices field must list 2 sizes, one per slice of the file name.");
        const sum = await expectFailure(client.upload(path, 0, slices(0, 1), { slices: [1, 2] }));
        expect(sum.title).toMatch(/^The slices add up to 3 bytes, but the file has \d+\.$/);
        const list = await expectFailure(client.upload(path, 0, slices(0, 0), { slices: "eight" }));
        expect(list.title).toBe(
          "The slices field must be a list of each slice's size in bytes (positive whole numbers).",
        );
        const hash = await expectFailure(
          client.upload(path, 0, slices(0, 0), { name: "000000-000000-0123456789abcdef.webm" }),
        );
        expect(hash.title).toBe("The file name's hash must be the FNV-1a 64 of the file's bytes (16 hex digits).");
        const missing = await expectFailure(
          subject.api.send({ method: "PUT", path: uploadCalls.uploadChunk(path), body: { slices: [1] }, files: [] }),
        );
        expect(missing).toMatchObject({ status: 422, title: "The file field is required." });
      });

      it("accepts the slices field as JSON text, as a hand-made form sends it", async () => {
        const { path } = await client.recordingWithStream();
        const reply = await client.upload(path, 0, slices(0, 1), {
          slices: JSON.stringify(slices(0, 1).map((s) => s.length)),
        });
        expect(reply.body).toMatchObject({ data: { attributes: { received_through: 1 } } });
      });
    });

    describe("merge", () => {
      it("refuses to merge a session that has not ended (409)", async () => {
        const { sessionId } = await client.recordingWithStream();
        expect((await expectFailure(client.mergeSession(sessionId))).status).toBe(409);
      });

      it("concatenates each stream's slices in order, answers with them received, then processes them with progress events", async () => {
        const { sessionId, path, streamId } = await client.recordingWithStream();
        const audio = await client.createStream(sessionId, "audio");
        const empty = await client.createStream(sessionId, "camera");
        await client.upload(path, 0, slices(0, 3));
        await client.upload(path, 4, slices(4, 6));
        await client.upload(audio.data.attributes.path, 0, slices(10, 11));
        await client.endSession(sessionId);

        const merged = await client.mergeSession(sessionId);
        expect(merged.data.attributes.status).toBe(30);
        // Processing (the waveform) runs after the answer: the stream is received, its file stored.
        expect(streamOf(merged.included, streamId)?.attributes).toMatchObject({ status: 10, convert_progress: 0 });
        // Not a WebM: kept as sent, with no duration to tell.
        expect(streamOf(merged.included, streamId)?.attributes.duration).toBeNull();
        expect(streamOf(merged.included, empty.data.id)?.attributes).toMatchObject({ status: 0, received_through: -1 });
        expect(await subject.mergedBytes(streamId)).toEqual(concat(slices(0, 6)));
        expect(await subject.mergedBytes(audio.data.id)).toEqual(concat(slices(10, 11)));
        expect(await subject.mergedBytes(empty.data.id)).toBeNull();

        const channel = `private-users-${SEED.id}.sessions-${sessionId}`;
        const progress = (await subject.events.next(channel, "stream_convert_progress", 4)).map(
          (event) => event.data as { stream_id: string; status: number; convert_progress: number },
        );
        const ofStream = (id: string) =>
          progress.filter((event) => event.stream_id === id).map((event) => [event.status, event.convert_progress]);
        // Bytes that are no audio give no waveform, but the stream is still converted (and kept).
        expect(ofStream(streamId)).toEqual([
          [20, 0],
          [30, 100],
        ]);
        expect(await subject.events.next(`private-users-${SEED.id}.sessions`, "wrapped")).toHaveLength(1);
      });

      it("answers a repeated merge with the merged session, and refuses more slices after it", async () => {
        const { sessionId, path } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 1));
        await client.endSession(sessionId);
        await client.mergeSession(sessionId);
        expect((await client.mergeSession(sessionId)).data.attributes.status).toBe(30);
        // Slices it holds are still "already held"; new ones are refused.
        expect((await client.upload(path, 0, slices(0, 1))).status).toBe(200);
        expect((await expectFailure(client.upload(path, 2, slices(2, 2)))).status).toBe(409);
      });
    });

    describe("restart from scratch (reuse_session_id)", () => {
      it("takes an unmerged session back, booked again without its streams: same id, same highlights", async () => {
        const { sessionId, path, streamId } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 2));
        await client.endSession(sessionId);
        await subject.armFault({ method: "POST", path: "sessions/*/merge", action: "fail_merge" });
        await expectFailure(client.mergeSession(sessionId));

        const reused = await client.createSession({
          name: "Lecture 1 (again)",
          started_at: STARTED_AT,
          reuse_session_id: sessionId,
        });
        expect(reused.data.id).toBe(sessionId);
        expect(reused.data.attributes).toMatchObject({ name: "Lecture 1 (again)", status: 0, ended_at: null });
        expect((await client.listSessions([sessionId])).included ?? []).toEqual([]);
        expect(await subject.receivedSlices(streamId)).toEqual([]);
        // A create retried after a lost answer only resets it again.
        expect((await client.createSession({ started_at: STARTED_AT, reuse_session_id: sessionId })).data.id).toBe(
          sessionId,
        );

        // Sent again from scratch into new streams, it merges.
        await client.startSession(sessionId);
        const stream = await client.createStream(sessionId, "combined");
        await client.upload(stream.data.attributes.path, 0, slices(5, 6));
        await client.endSession(sessionId);
        expect((await client.mergeSession(sessionId)).data.attributes.status).toBe(30);
        expect(await subject.mergedBytes(stream.data.id)).toEqual(concat(slices(5, 6)));
      });

      it("never throws away a merged session, nor reaches another user's: a new session is created", async () => {
        const { sessionId, path } = await client.recordingWithStream();
        await client.upload(path, 0, slices(0, 0));
        await client.endSession(sessionId);
        await client.mergeSession(sessionId);
        const fresh = await client.createSession({ started_at: STARTED_AT, reuse_session_id: sessionId });
        expect(fresh.data.id).not.toBe(sessionId);
        expect((await client.checkSession(sessionId)).data.attributes.status).toBe(30);
        const unknown = await client.createSession({ started_at: STARTED_AT, reuse_session_id: "999999" });
        expect(unknown.data.attributes.status).toBe(0);
      });
    });

    describe("list by ids", () => {
      it("lists the asked sessions with their streams and received_through", async () => {
        const first = await client.recordingWithStream();
        const second = await client.recordingWithStream();
        const other = await client.createSession();
        await client.upload(first.path, 0, slices(0, 2));
        const list = await client.listSessions([first.sessionId, second.sessionId, "999"]);
        expect(list.data.map((session) => session.id).sort()).toEqual([first.sessionId, second.sessionId].sort());
        expect(list.data.map((session) => session.id)).not.toContain(other.data.id);
        expect(streamOf(list.included, first.streamId)?.attributes.received_through).toBe(2);
        expect(streamOf(list.included, second.streamId)?.attributes.received_through).toBe(-1);
        const session = list.data.find((candidate) => candidate.id === first.sessionId);
        expect(session?.relationships.streams.data).toEqual([{ id: first.streamId, type: "streams" }]);
      });
    });

    describe("capacity", () => {
      it(`allows ${DEMO_PLAN_CAPACITY.recordings} recordings on the demo plan, then answers 402 to create and verify`, async () => {
        const verified = await subject.api.request(
          { method: "GET", path: uploadCalls.verifyCapacity() },
          CapacityDocument,
        );
        expect(verified.data.attributes).toMatchObject({
          recordings_used: 0,
          recordings_limit: DEMO_PLAN_CAPACITY.recordings,
        });
        const ids: string[] = [];
        for (let i = 0; i < DEMO_PLAN_CAPACITY.recordings; i += 1) ids.push((await client.createSession()).data.id);
        const full = await expectFailure(client.createSession());
        expect(full).toMatchObject({
          status: 402,
          title: CAPACITY_TEXTS.title,
          message: CAPACITY_TEXTS.recordings(DEMO_PLAN_CAPACITY.recordings),
        });
        const verify = await expectFailure(subject.api.send({ method: "GET", path: uploadCalls.verifyCapacity() }));
        expect(verify).toMatchObject({ status: 402, title: CAPACITY_TEXTS.title });
        // Sessions made before the plan filled up still start.
        await expect(client.startSession(ids[0]!)).resolves.toBeDefined();
        await client.deleteSession(ids[1]!);
        await expect(client.createSession()).resolves.toBeDefined();
      });
    });

    describe("stuck report", () => {
      it("stores the stuck queue items the widget reports", async () => {
        const stuck = [{ id: "local-1", sessionId: "12", startedAt: 1, countChunks: 3 }];
        const reply = await subject.api.send({
          method: "POST",
          path: uploadCalls.reportStuck(),
          body: { data: { stuck } },
        });
        expect(reply.status).toBe(201);
        expect(await subject.stuckReports()).toEqual([expect.objectContaining({ items: stuck })]);
        const invalid = await expectFailure(
          subject.api.send({ method: "POST", path: uploadCalls.reportStuck(), body: { data: { stuck: "all" } } }),
        );
        expect(invalid).toMatchObject({ status: 422, title: "The stuck field must be a list of queue items." });
      });
    });
  });
};
