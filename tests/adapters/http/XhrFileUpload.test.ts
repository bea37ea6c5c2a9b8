import { XhrFileUpload, type UploadRequest } from "@lectern/adapters/http/XhrFileUpload";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { API_MESSAGES } from "@lectern/core/api/messages";
import { isApiError } from "@lectern/core/kernel/ApiError";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** The part of XMLHttpRequest the adapter uses, driven by the test: what it was asked, and its events. */
class FakeRequest {
  opened: [string, string] | null = null;
  readonly headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  responseText = "";
  readonly #listeners = new Map<string, Listener[]>();
  readonly #uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => this.#add(this.#uploadListeners, type, listener),
  };

  open(method: string, url: string): void {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.sent = body;
  }
  addEventListener(type: string, listener: Listener): void {
    this.#add(this.#listeners, type, listener);
  }

  progress(loaded: number, total: number): void {
    for (const listener of this.#uploadListeners.get("progress") ?? [])
      listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, text = ""): void {
    this.status = status;
    this.responseText = text;
    this.#fire("load");
  }
  fail(type: "error" | "abort" | "timeout"): void {
    this.#fire(type);
  }

  #fire(type: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener({ lengthComputable: false, loaded: 0, total: 0 });
  }
  #add(map: Map<string, Listener[]>, type: string, listener: Listener): void {
    map.set(type, [...(map.get(type) ?? []), listener]);
  }
}

const setUp = (token: string | null = "secret") => {
  const keyValue = new InMemoryKeyValue();
  if (token) keyValue.set(TOKEN_KEY, token);
  const request = new FakeRequest();
  const upload = new XhrFileUpload({
    baseUrl: "http://127.0.0.1:8787/api/",
    keyValue,
    createRequest: () => request as unknown as UploadRequest,
  });
  return { request, upload };
};

const PDF = new Blob(["%PDF-1.4 slides"], { type: "application/pdf" });

describe("XhrFileUpload (api and desktop modes' upload PUT)", () => {
  it("PUTs the file to the URL joined to the API base, with its type and the bearer token, reporting progress", async () => {
    const { request, upload } = setUp();
    const progress: number[] = [];
    const done = upload.put("demo/media/uploads/abc", PDF, "application/pdf", (fraction) => progress.push(fraction));
    expect(request.opened).toEqual(["PUT", "http://127.0.0.1:8787/api/demo/media/uploads/abc"]);
    expect(request.headers).toEqual({ "Content-Type": "application/pdf", Authorization: "Bearer secret" });
    expect(request.sent).toBe(PDF);
    request.progress(5, 10);
    request.progress(10, 10);
    expect(progress).toEqual([0.5, 0.99]);
    request.answer(204);
    await done;
    expect(progress).toEqual([0.5, 0.99, 1]);
  });

  it("sends an absolute URL (a storage service's) as it is, without the API's bearer token", async () => {
    const { request, upload } = setUp();
    const done = upload.put("https://storage.example/b/k?sig=1", PDF, "application/pdf");
    expect(request.opened).toEqual(["PUT", "https://storage.example/b/k?sig=1"]);
    expect(request.headers).toEqual({ "Content-Type": "application/pdf" });
    request.answer(200);
    await done;
  });

  it("sends no Authorization header when signed out", async () => {
    const { request, upload } = setUp(null);
    const done = upload.put("/demo/media/uploads/abc", PDF, "application/pdf");
    expect(request.opened?.[1]).toBe("http://127.0.0.1:8787/api/demo/media/uploads/abc");
    expect(request.headers["Authorization"]).toBeUndefined();
    request.answer(204);
    await done;
  });

  it("rejects a refusal with an ApiError carrying the status and the server's message", async () => {
    const { request, upload } = setUp();
    const done = upload.put("demo/media/uploads/abc", PDF, "application/pdf");
    request.answer(
      413,
      JSON.stringify({
        errors: [
          { status: "413", title: "The file is larger than 100 MB.", message: "The file is larger than 100 MB." },
        ],
      }),
    );
    const error = await done.catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 413,
      title: "The file is larger than 100 MB.",
      message: "The file is larger than 100 MB.",
    });
  });

  it("rejects with status 0 and the offline text when no answer came back", async () => {
    for (const failure of ["error", "abort", "timeout"] as const) {
      const { request, upload } = setUp();
      const progress: number[] = [];
      const done = upload.put("demo/media/uploads/abc", PDF, "application/pdf", (fraction) => progress.push(fraction));
      request.fail(failure);
      await expect(done).rejects.toMatchObject({ status: 0, message: API_MESSAGES.offline });
      expect(progress).toEqual([]);
    }
  });
});
