import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { beforeEach, describe, expect, it } from "vitest";
import { expectFailure } from "./expectFailure";
import { UploadDriver, concat, sliceBytes } from "./UploadDriver";
import type { UploadSubject } from "./UploadSubject";

const SEED = SEED_USERS[0];
const slices = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sliceBytes(from + i));

/** Every kind of injected fault, against the upload calls, the same on every backend. */
export const describeUploadFaultsContract = (name: string, makeSubject: () => Promise<UploadSubject>): void => {
  describe(name, () => {
    let subject: UploadSubject;
    let client: UploadDriver;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.reset();
      client = new UploadDriver(subject.api, subject.keyValue);
      await client.signIn(SEED.email, SEED.password);
    });

    it("reply: answers the armed status and body for a `*` path, as many times as armed", async () => {
      const { path, streamId } = await client.recordingWithStream();
      await subject.armFault({
        method: "PUT",
        path: "streams/*/partial/upload",
        action: "reply",
        status: 503,
        body: { errors: [{ title: "Maintenance" }] },
        times: 2,
      });
      expect(await expectFailure(client.upload(path, 0, slices(0, 0)))).toMatchObject({
        status: 503,
        title: "Maintenance",
      });
      expect((await expectFailure(client.upload(path, 0, slices(0, 0)))).status).toBe(503);
      expect((await client.upload(path, 0, slices(0, 0))).status).toBe(200);
      expect(await subject.receivedSlices(streamId)).toHaveLength(1);
    });

    it("delay: answers late, while other requests go on meanwhile", async () => {
      const { sessionId } = await client.recordingWithStream();
      await subject.armFault({ method: "GET", path: `sessions/${sessionId}`, action: "delay", delayMs: 300 });
      const startedAt = performance.now();
      const order: string[] = [];
      const slow = client.checkSession(sessionId).then(() => order.push("delayed"));
      const fast = client.listSessions([sessionId]).then(() => order.push("other"));
      await Promise.all([slow, fast]);
      expect(order).toEqual(["other", "delayed"]);
      // A little slack for timer granularity.
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(290);
    });

    it("drop: no answer (status 0) and nothing done", async () => {
      const { path, streamId } = await client.recordingWithStream();
      await subject.armFault({ method: "PUT", path: `${path}/partial/upload`, action: "drop" });
      expect((await expectFailure(client.upload(path, 0, slices(0, 1)))).status).toBe(0);
      expect(await subject.receivedSlices(streamId)).toEqual([]);
    });

    it("drop after handling: the work is done, only the answer is lost, and the retry is a no-op", async () => {
      const { path, streamId } = await client.recordingWithStream();
      await subject.armFault({ method: "PUT", path: `${path}/partial/upload`, action: "drop_after_handling" });
      expect((await expectFailure(client.upload(path, 0, slices(0, 1)))).status).toBe(0);
      expect(await subject.receivedSlices(streamId)).toEqual(slices(0, 1));
      const retry = await client.upload(path, 0, slices(0, 1));
      expect(retry.body).toMatchObject({ data: { attributes: { received_through: 1 } } });
      expect(await subject.receivedSlices(streamId)).toEqual(slices(0, 1));
    });

    it("delete_session: the session named by the stream path is gone, so the upload and the check meet 404", async () => {
      const { path, sessionId, streamId } = await client.recordingWithStream();
      await client.upload(path, 0, slices(0, 0));
      await subject.armFault({ method: "PUT", path: "streams/*/partial/upload", action: "delete_session" });
      expect((await expectFailure(client.upload(path, 1, slices(1, 1)))).status).toBe(404);
      expect((await expectFailure(client.checkSession(sessionId))).status).toBe(404);
      expect(await subject.receivedSlices(streamId)).toEqual([]);
      expect(await subject.events.next(`private-users-${SEED.id}.sessions`, "removed")).toHaveLength(1);
    });

    it("fail_merge: the merge fails with 500, the streams fall back to received, and a second merge succeeds", async () => {
      const { path, sessionId, streamId } = await client.recordingWithStream();
      await client.upload(path, 0, slices(0, 2));
      await client.endSession(sessionId);
      await subject.armFault({ method: "POST", path: "sessions/*/merge", action: "fail_merge" });
      const failed = await expectFailure(client.mergeSession(sessionId));
      expect(failed).toMatchObject({ status: 500, title: "The recording could not be merged." });
      const after = await client.listSessions([sessionId]);
      expect(after.data[0]?.attributes.status).toBe(20);
      expect(after.included?.[0]?.attributes).toMatchObject({ status: 10, convert_progress: 0 });
      expect(await subject.mergedBytes(streamId)).toBeNull();
      await client.mergeSession(sessionId);
      expect(await subject.mergedBytes(streamId)).toEqual(concat(slices(0, 2)));
    });

    it("refuses a fault it cannot act out", async () => {
      await expect(subject.armFault({ method: "GET", path: "v2/countries", action: "delete_session" })).rejects.toThrow(
        "A deleteSession fault needs a path under sessions/{id} or streams/{id}.",
      );
    });
  });
};
