import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { uploadCalls } from "@lectern/core/queue/application/uploadCalls";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import { describe, expect, it } from "vitest";
import { nodeContractServer } from "./contractBackends";
import { apiOver } from "./contractSubject";
import { ManualNow } from "./ManualNow";
import { UploadDriver, sliceBytes } from "./upload/UploadDriver";

const SEED = SEED_USERS[0];

/** Records, uploads and ends one session, then merges it: the merge's raw reply, as the queue reads it. */
const mergeReply = async ({ api, keyValue }: ReturnType<typeof apiOver>): Promise<Record<string, unknown>> => {
  const driver = new UploadDriver(api as ApiClient, keyValue);
  await driver.signIn(SEED.email, SEED.password);
  const { sessionId, path } = await driver.recordingWithStream();
  await driver.upload(path, 0, [sliceBytes(0), sliceBytes(1)]);
  await driver.endSession(sessionId);
  const reply = await api.send({ method: "POST", path: uploadCalls.mergeSession(sessionId) });
  expect(reply.status).toBe(200);
  return reply.body as Record<string, unknown>;
};

/**
 * POST sessions/{id}/merge says when what it stored will not outlive the tab (issue 19): the queue
 * keeps its device copy then. Absent `meta` means stored for good, over both transports.
 */
describe("merge durability (meta.durable)", () => {
  it("in-process, over storage that lasts only as long as the tab: meta.durable is false", async () => {
    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(),
      now: new ManualNow().now,
      durable: false,
    });
    const body = await mergeReply(apiOver(backend.http));
    expect(body["meta"]).toEqual({ durable: false });
    expect(body["data"]).toMatchObject({ type: "sessions", attributes: { status: 30 } });
  });

  it("in-process, durable: no meta", async () => {
    const backend = await openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now });
    expect(await mergeReply(apiOver(backend.http))).not.toHaveProperty("meta");
  });

  const node = nodeContractServer();
  it("Node demo server (AxiosHttp): no meta", async () => {
    expect(await mergeReply(node.connect())).not.toHaveProperty("meta");
  });
});
