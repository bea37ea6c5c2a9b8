import { resolveObjectURL } from "node:buffer";
import { describe, expect, it } from "vitest";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { openInProcessContractBackend } from "./contractBackends";
import { describeRecordContract } from "./recordContract";
import { RecordDriver } from "./recordDriver";
import { seedRecording } from "./recordSeed";
import type { FetchedMedia, RecordSubject } from "./recordSubject";
import { UploadDriver } from "./upload/UploadDriver";

/** What a player gets from a blob: URL of the tab (Node keeps object URLs as the browser does). */
const readBlobUrl = async (url: string): Promise<FetchedMedia> => {
  const blob = url.startsWith("blob:") ? resolveObjectURL(url) : undefined;
  if (!blob) return { status: 404, headers: {}, bytes: new Uint8Array() };
  return { status: 200, headers: { "content-type": blob.type }, bytes: new Uint8Array(await blob.arrayBuffer()) };
};

const openInProcessSubject = async (): Promise<RecordSubject> => {
  const { api, keyValue, events, backend, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    events,
    reset,
    router: () => backend.router,
    fetchMedia: readBlobUrl,
    async fetchApiFile(url) {
      const response = await backend.http.send({ method: "GET", url: url.replace(/^\/api\//, ""), headers: {} });
      return {
        status: response.status,
        headers: response.headers,
        bytes: response.body instanceof Uint8Array ? response.body : new Uint8Array(),
      };
    },
  };
};

describeRecordContract("record contract: InProcessHttp → DemoRouter", openInProcessSubject);

describe("record media in the tab: blob: URLs", () => {
  it("makes one object URL per stream, revoked when its session is deleted", async () => {
    const subject = await openInProcessSubject();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    const session = await sessions.createSession();
    const streamId = await seedRecording(subject.router(), session.data.id);
    const record = new RecordDriver(subject.api);
    const { url } = (await record.cdn(streamId)).data.attributes;
    expect(url).toMatch(/^blob:/);
    expect(resolveObjectURL(url)).toBeDefined();
    await record.remove(session.data.id);
    expect(resolveObjectURL(url)).toBeUndefined();
  });

  it("points a seeded lecture's stream at the committed file the app serves", async () => {
    const subject = await openInProcessSubject();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    const session = await sessions.createSession();
    const streamId = await seedRecording(subject.router(), session.data.id);
    await subject.router().exclusive(({ db }) =>
      db.mutate((data) => {
        db.touch(
          Object.assign(
            data.streams.find((stream) => stream.id === streamId)!,
            { mediaKey: "cell-biology.webm" },
          ),
        );
      }),
    );
    const { url } = (await new RecordDriver(subject.api).cdn(streamId)).data.attributes;
    expect(url).toBe("/demo-lectures/cell-biology.webm");
  });
});
