import { InProcessFileUpload } from "@lectern/adapters/demo/InProcessFileUpload";
import { InProcessSlideFiles } from "@lectern/adapters/demo/InProcessSlideFiles";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { LinkedSlideFiles } from "@lectern/adapters/http/LinkedSlideFiles";
import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { FileUploadPort } from "@lectern/core/ports/FileUploadPort";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { describe, expect, it } from "vitest";
import type { InMemoryKeyValue } from "../support/InMemoryKeyValue";
import { makeSlidesPdf } from "../support/slidesPdf";
import { nodeContractServer, openInProcessContractBackend } from "./contract/contractBackends";
import { FetchFileUpload } from "./contract/slides/FetchFileUpload";
import { UploadDriver } from "./contract/upload/UploadDriver";

const OWNER = SEED_USERS[0];

/** The owner's new session with a slide set attached (spec 3 §4: URL → PUT → attach); its slideUrl. */
const attachSlides = async (
  api: ApiClient,
  keyValue: InMemoryKeyValue,
  upload: FileUploadPort,
  bytes: Uint8Array,
): Promise<string> => {
  const driver = new UploadDriver(api, keyValue);
  await driver.signIn(OWNER.email, OWNER.password);
  const sessionId = (await driver.createSession()).data.id;
  const target = await api.send({
    method: "GET",
    path: `v2/upload/url/stream/${sessionId}/file`,
    query: { filename: "Week 3.pdf" },
  });
  const { url, path } = (target.body as { data: { url: string; path: string } }).data;
  await upload.put(url, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), "application/pdf");
  const attached = await api.send({
    method: "POST",
    path: `v2/session/${sessionId}/slide`,
    query: { with: "slides" },
    body: { path },
  });
  expect(attached.status).toBe(201);
  return (attached.body as { data: { slides: { data: { slideUrl: string } }[] } }).data.slides[0]!.data.slideUrl;
};

describe("InProcessSlideFiles", () => {
  it("reads back the bytes of a slide set attached in the in-tab demo backend", async () => {
    const { api, keyValue, backend } = await openInProcessContractBackend();
    const bytes = await makeSlidesPdf(2);
    const slideUrl = await attachSlides(api, keyValue, new InProcessFileUpload(backend.http, keyValue), bytes);
    expect(slideUrl).toMatch(/^\/api\/demo\/media\/slides\/\w+$/);
    // Read with no bearer, as the viewer does: the address is the credential.
    keyValue.remove("token");
    expect(await new InProcessSlideFiles(backend.http).read(slideUrl)).toEqual(bytes);
  });

  it("rejects an address the backend does not know, with the status in its message", async () => {
    const { backend } = await openInProcessContractBackend();
    await expect(new InProcessSlideFiles(backend.http).read("/api/demo/media/slides/unknown")).rejects.toThrow(
      "The slide file could not be read (HTTP 404).",
    );
  });

  it("rejects an answer that is not bytes", async () => {
    const asked: string[] = [];
    const http: HttpPort = {
      send: async (request) => {
        asked.push(request.url);
        return { status: 200, headers: {}, body: { data: [] } };
      },
      stream: () => {
        throw new Error("A slide file is never streamed.");
      },
    };
    await expect(new InProcessSlideFiles(http).read("/api/demo/media/slides/abc")).rejects.toThrow(
      "The slide file could not be read (HTTP 200).",
    );
    expect(asked).toEqual(["demo/media/slides/abc"]);
  });
});

describe("LinkedSlideFiles", () => {
  const fakeFetch = (response: Response) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFile = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response;
    };
    return { calls, fetchFile };
  };

  it("fetches the slideUrl under the API base once, without credentials, and returns its bytes", async () => {
    const { calls, fetchFile } = fakeFetch(new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200 }));
    const files = new LinkedSlideFiles("https://lectern.example/api/", fetchFile);
    expect(await files.read("/api/demo/media/slides/abc")).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    expect(calls).toEqual([
      { url: "https://lectern.example/api/demo/media/slides/abc", init: { credentials: "omit" } },
    ]);
  });

  it("keeps an absolute slideUrl (a storage's signed link) as it is", async () => {
    const { calls, fetchFile } = fakeFetch(new Response(new Uint8Array([1]), { status: 200 }));
    await new LinkedSlideFiles("https://lectern.example/api", fetchFile).read("https://files.example/s/1.pdf?sig=a//b");
    expect(calls[0]!.url).toBe("https://files.example/s/1.pdf?sig=a//b");
  });

  it("rejects an answer that is not 2xx", async () => {
    const { fetchFile } = fakeFetch(new Response("gone", { status: 404 }));
    await expect(
      new LinkedSlideFiles("https://lectern.example/api/", fetchFile).read("/api/demo/media/slides/x"),
    ).rejects.toThrow("The slide file could not be read (HTTP 404).");
  });

  describe("against the Node demo server", () => {
    const node = nodeContractServer();

    it("reads back the bytes of a slide set attached over HTTP", async () => {
      const { api, keyValue } = node.connect();
      const bytes = await makeSlidesPdf(3);
      const slideUrl = await attachSlides(api, keyValue, new FetchFileUpload(node.server().url, keyValue), bytes);
      expect(await new LinkedSlideFiles(node.server().url).read(slideUrl)).toEqual(bytes);
      await expect(new LinkedSlideFiles(`${node.server().url}/`).read(`${slideUrl}x`)).rejects.toThrow("(HTTP 404)");
    });
  });
});
