import { base64 } from "@lectern/adapters/demo/crypto/base64";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { chunkFileName } from "@lectern/core/queue/application/uploadCalls";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import { describe, expect, it, vi } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { describeUploadContract } from "./upload/uploadContract";
import { describeUploadFaultsContract } from "./upload/uploadFaultsContract";
import { UploadDriver, concat, sliceBytes } from "./upload/UploadDriver";
import type { UploadSubject } from "./upload/UploadSubject";
import { nodeContractServer } from "./contractBackends";

const SEED = SEED_USERS[0];

const node = nodeContractServer();
const { clock, events, controlGet } = node;

const nodeSubject = async (): Promise<UploadSubject> => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    events,
    async reset() {
      clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
      await api.send({ method: "DELETE", path: "demo/faults" });
      events.clear();
    },
    async armFault(fault) {
      await api.send({
        method: "POST",
        path: "demo/faults",
        body: {
          data: {
            attributes: {
              method: fault.method,
              path: fault.path,
              action: fault.action,
              status: fault.status,
              body: fault.body,
              times: fault.times,
              delay_ms: fault.delayMs,
            },
          },
        },
      });
    },
    async mergedBytes(streamId) {
      const response = await controlGet(`demo/media/streams/${streamId}/merged`);
      return response.status === 404 ? null : new Uint8Array(await response.arrayBuffer());
    },
    async receivedSlices(streamId) {
      const response = await controlGet(`demo/media/streams/${streamId}/slices`);
      if (response.status === 404) return [];
      const body = (await response.json()) as { data: { attributes: { slices: string[] } } };
      return body.data.attributes.slices.map((slice) => base64.decode(slice));
    },
    async stuckReports() {
      const body = (await (await controlGet("demo/monitoring/stuck")).json()) as {
        data: { attributes: { stuck: unknown[] } }[];
      };
      return body.data.map((report) => ({ items: report.attributes.stuck }));
    },
  };
};

describeUploadContract("upload contract: AxiosHttp → Node demo server", nodeSubject);
describeUploadFaultsContract("upload faults: AxiosHttp → Node demo server", nodeSubject);

describe("Node demo server: uploads and test controls", () => {
  const signedInDriver = async () => {
    const subject = await nodeSubject();
    await subject.reset();
    const driver = new UploadDriver(subject.api, subject.keyValue);
    const token = await driver.signIn(SEED.email, SEED.password);
    return { driver, token };
  };

  it("serves a merged file as video/webm bytes", async () => {
    const { driver } = await signedInDriver();
    const { sessionId, streamId, path } = await driver.recordingWithStream();
    await driver.upload(path, 0, [sliceBytes(0), sliceBytes(1)]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);
    const response = await controlGet(`demo/media/streams/${streamId}/merged`);
    expect(response.headers.get("content-type")).toBe("video/webm");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(concat([sliceBytes(0), sliceBytes(1)]));
  });

  it("reads `slices` from a form field of its own, as a hand-made multipart form sends it", async () => {
    const { driver, token } = await signedInDriver();
    const { path } = await driver.recordingWithStream();
    const bytes = concat([sliceBytes(0), sliceBytes(1)]);
    const form = new FormData();
    form.append("slices", JSON.stringify([sliceBytes(0).length, sliceBytes(1).length]));
    form.append(
      "file",
      new Blob([bytes as Uint8Array<ArrayBuffer>]),
      chunkFileName(0, 1, new Fnv1a64().update(bytes).digest()),
    );
    const response = await fetch(`${node.server().url}/${path}/partial/upload`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, accept: "application/vnd.api+json" },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { attributes: { received_through: 1 } } });
  });

  it("answers 404 for the test-control routes when they are off", async () => {
    const plain = await startTestDemoServer(clock.now, undefined, { testControls: false });
    try {
      const arm = await fetch(`${plain.url}/demo/faults`, {
        method: "POST",
        headers: { "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { attributes: { method: "GET", path: "v2/countries", status: 500 } } }),
      });
      expect(arm.status).toBe(404);
      expect((await fetch(`${plain.url}/demo/media/streams/1/merged`)).status).toBe(404);
      expect((await fetch(`${plain.url}/demo/monitoring/stuck`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("says how many requests a hold keeps waiting (GET demo/faults), and answers them once released", async () => {
    const server = node.server();
    const controls = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/${path}`, {
        method,
        headers: { "content-type": "application/vnd.api+json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    const holding = async () =>
      ((await controls("GET", "demo/faults")).body as { data: { attributes: { holding: number } } }).data.attributes
        .holding;
    expect(
      (
        await controls("POST", "demo/faults", {
          data: { attributes: { method: "GET", path: "v2/countries", action: "hold" } },
        })
      ).status,
    ).toBe(201);
    expect(await holding()).toBe(0);
    const held = fetch(`${server.url}/v2/countries`);
    await vi.waitFor(async () => expect(await holding()).toBe(1));
    expect(await controls("POST", "demo/faults/release")).toMatchObject({
      status: 200,
      body: { data: { attributes: { released: 1 } } },
    });
    expect((await held).status).toBe(200);
    expect(await holding()).toBe(0);
  });

  it("adds its configured delay to every request", async () => {
    const slow = await startTestDemoServer(clock.now, undefined, { addedDelayMs: 150 });
    try {
      const startedAt = performance.now();
      expect((await fetch(`${slow.url}/v2/countries`)).status).toBe(200);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(145);
    } finally {
      await slow.close();
    }
  });

  it("sets the added delay over HTTP (PUT demo/faults/latency) and drops a connection by destroying the socket", async () => {
    const { driver } = await signedInDriver();
    const server = node.server();
    await driver.api.send({ method: "PUT", path: "demo/faults/latency", body: { data: { attributes: { ms: 120 } } } });
    try {
      const startedAt = performance.now();
      await fetch(`${server.url}/v2/countries`);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(115);
    } finally {
      server.controls.faults.setAddedDelay(0);
    }
    server.controls.faults.arm({ method: "GET", path: "v2/countries", action: { kind: "drop" } });
    await expect(fetch(`${server.url}/v2/countries`)).rejects.toThrow();
    expect((await fetch(`${server.url}/v2/countries`)).status).toBe(200);
  });
});
