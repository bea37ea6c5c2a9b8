import { readFile } from "node:fs/promises";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { describe, expect, it } from "vitest";
import { nodeContractServer } from "./contractBackends";
import { describeRecordContract } from "./recordContract";
import { RecordDriver } from "./recordDriver";
import { MERGED, seedRecording } from "./recordSeed";
import type { FetchedMedia, RecordSubject } from "./recordSubject";
import { UploadDriver } from "./upload/UploadDriver";

const node = nodeContractServer();

const fetchMedia = async (url: string, headers: Readonly<Record<string, string>> = {}): Promise<FetchedMedia> => {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

const nodeSubject = async (): Promise<RecordSubject> => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    events: node.events,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      node.events.clear();
    },
    router: () => node.server().router,
    fetchMedia,
    fetchApiFile: (url) => fetchMedia(new URL(url, node.server().url).href),
  };
};

describeRecordContract("record contract: AxiosHttp → Node demo server", nodeSubject);

describe("Node demo server: media over HTTP", () => {
  const recording = async () => {
    const subject = await nodeSubject();
    await subject.reset();
    const sessions = new UploadDriver(subject.api, subject.keyValue);
    await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
    const session = await sessions.createSession();
    const streamId = await seedRecording(subject.router(), session.data.id);
    const record = new RecordDriver(subject.api);
    return { subject, record, streamId, url: (await record.cdn(streamId)).data.attributes.url };
  };

  it("serves the player's address on the server itself, with Range requests (206) so seeking works", async () => {
    const { url } = await recording();
    expect(url.startsWith(`http://127.0.0.1:${node.server().port}/media/`)).toBe(true);
    const whole = await fetchMedia(url);
    expect(whole).toMatchObject({
      status: 200,
      headers: { "accept-ranges": "bytes", "content-type": "audio/webm", "content-length": "300" },
    });
    const part = await fetchMedia(url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers).toMatchObject({ "content-range": "bytes 100-199/300", "content-length": "100" });
    expect(part.bytes).toEqual(MERGED.subarray(100, 200));
    const tail = await fetchMedia(url, { range: "bytes=250-" });
    expect(tail.bytes).toEqual(MERGED.subarray(250));
    const suffix = await fetchMedia(url, { range: "bytes=-10" });
    expect(suffix.headers["content-range"]).toBe("bytes 290-299/300");
    const beyond = await fetchMedia(url, { range: "bytes=300-" });
    expect(beyond).toMatchObject({ status: 416, headers: { "content-range": "bytes */300" } });
    const head = await fetch(url, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("300");
  });

  it("serves a download as an attachment named after the session", async () => {
    const { record, streamId } = await recording();
    const { url, name } = (await record.download(streamId)).data.attributes;
    const response = await fetchMedia(url);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it("plays a seeded lecture from its committed file, with Range", async () => {
    const { subject, record } = await recording();
    const data = subject.router().database.data;
    const stream = data.streams.find((candidate) => {
      const session = data.recordingSessions.find((each) => each.id === candidate.sessionId);
      return session?.userId === SEED_USERS[0].id && session.demo && candidate.mediaKey !== null;
    });
    expect(stream).toBeDefined();
    const committed = new Uint8Array(
      await readFile(new URL(`../../../ui/public/demo-lectures/${stream!.mediaKey}`, import.meta.url)),
    );
    const { url } = (await record.cdn(stream!.id)).data.attributes;
    const part = await fetchMedia(url, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers["content-type"]).toBe(stream!.type === "audio" ? "audio/webm" : "video/webm");
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${committed.length}`);
    expect(part.bytes).toEqual(committed.subarray(1000, 2000));
  });

  it("answers 404 for an address that was never made", async () => {
    await recording();
    expect((await fetchMedia(`http://127.0.0.1:${node.server().port}/media/0123456789abcdef`)).status).toBe(404);
  });

  it("serves the committed demo lectures at /demo-lectures/, with Range", async () => {
    await recording();
    const base = `http://127.0.0.1:${node.server().port}/demo-lectures/`;
    const committed = new Uint8Array(
      await readFile(new URL("../../../ui/public/demo-lectures/cell-biology.webm", import.meta.url)),
    );
    const part = await fetchMedia(`${base}cell-biology.webm`, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.bytes).toEqual(committed.subarray(0, 100));
    expect((await fetchMedia(`${base}..%2Fpackage.json`)).status).toBe(404);
  });
});
