import { MemoryDemoPersistence, UnsavedRowError } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { describe, expect, it } from "vitest";
import { apiOver } from "../contract/contractSubject";
import { ManualNow } from "../contract/ManualNow";
import { UploadDriver } from "../contract/upload/UploadDriver";

const SEED = SEED_USERS[0];

/** A backend on `persistence`: the first open seeds it, a later one is a page load or a server restart. */
const opened = async (persistence: MemoryDemoPersistence) => {
  const backend = await openDemoBackend({ persistence, now: new ManualNow().now });
  const { api, keyValue } = apiOver(backend.http);
  const client = new UploadDriver(api, keyValue);
  await client.signIn(SEED.email, SEED.password);
  // Nothing of this backend may still be writing when the next opens on the same store.
  const settled = async () => {
    await backend.study.whenIdle();
    await backend.processing.whenIdle();
  };
  await settled();
  return { backend, api, settled };
};

const transcriptIds = async (api: ReturnType<typeof apiOver>["api"], sessionId: string): Promise<string[]> => {
  const reply = await api.send({ method: "GET", path: `sessions/${sessionId}/transcripts` });
  expect(reply.status).toBe(200);
  return (reply.body as { data: { id: string }[] }).data.map((row) => row.id);
};

describe("transcripts read by session, on demand (issue 20)", () => {
  it("a reopened backend holds no transcript in memory until a session's is asked for, then answers as before", async () => {
    const persistence = new MemoryDemoPersistence();
    const first = await opened(persistence);
    const lectures = first.backend.database.data.recordingSessions.filter((session) => session.demo);
    expect(lectures.length).toBeGreaterThan(1);
    const before = await Promise.all(lectures.map((lecture) => transcriptIds(first.api, lecture.id)));
    expect(before.flat().length).toBeGreaterThan(0);

    const second = await opened(persistence);
    expect(second.backend.database.data.transcripts).toEqual([]);
    expect(await transcriptIds(second.api, lectures[0]!.id)).toEqual(before[0]);
    // Only that session's rows were read.
    expect(second.backend.database.data.transcripts.map((row) => row.sessionId)).toEqual(
      before[0]!.map(() => lectures[0]!.id),
    );
    // The document and its captions read them too; every write after is checked against the store.
    await second.settled();
    const document = await second.api.send({ method: "GET", path: `sessions/${lectures[1]!.id}?include=transcript` });
    expect(document.status).toBe(200);
    const included = (document.body as { included?: { type: string; id: string }[] }).included ?? [];
    expect(included.filter((row) => row.type === "transcripts").map((row) => row.id)).toEqual(before[1]);
  });

  it("deleting a session whose transcript was never read removes the stored transcript too", async () => {
    const persistence = new MemoryDemoPersistence();
    const first = await opened(persistence);
    const lecture = first.backend.database.data.recordingSessions.find((session) => session.demo)!;
    expect((await transcriptIds(first.api, lecture.id)).length).toBe(1);

    const second = await opened(persistence);
    const deleted = await second.api.send({ method: "DELETE", path: `sessions/${lecture.id}` });
    expect(deleted.status).toBeLessThan(300);
    // The store's check after the flush would have thrown on a stored row left behind.
    const third = await opened(persistence);
    expect(await third.backend.database.sessionRows("transcripts", lecture.id)).toEqual([]);
  });

  it("the memory store refuses a transcript written for a session that was never read", async () => {
    const persistence = new MemoryDemoPersistence();
    await opened(persistence);
    const { backend } = await opened(persistence);
    const database = backend.database;
    const lecture = database.data.recordingSessions.find((session) => session.demo)!;
    database.mutate((data) => {
      data.transcripts.push({ ...structuredClone(data.transcripts[0]!), id: "unread", sessionId: lecture.id });
    });
    await expect(database.flush()).rejects.toThrow(UnsavedRowError);
  });
});
