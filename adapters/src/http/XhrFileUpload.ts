import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { apiErrorFromResponse } from "@lectern/core/api/apiErrorFromResponse";
import type { FileUploadPort, UploadProgress } from "@lectern/core/ports/FileUploadPort";
import type { KeyValueStore } from "@lectern/core/ports/KeyValueStore";
import { joinApiUrl } from "./joinApiUrl";
import { parseResponseBody } from "./parseResponseBody";

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** What XhrFileUpload uses of an XMLHttpRequest (so tests can hand it a fake). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  "open" | "setRequestHeader" | "send" | "status" | "responseText" | "upload" | "addEventListener"
>;

export interface XhrFileUploadOptions {
  /** The API base, e.g. https://api.example.com/api: a relative upload URL is joined to it as AxiosHttp joins. */
  readonly baseUrl: string;
  /** Where ApiClient keeps the bearer token (TOKEN_KEY). */
  readonly keyValue: KeyValueStore;
  /** A new request per upload; the browser's XMLHttpRequest by default. */
  readonly createRequest?: () => UploadRequest;
}

/**
 * FileUploadPort of api and desktop modes: the PUT of an upload URL (spec 3 §7 "Upload") with
 * XMLHttpRequest, the one browser API that reports upload progress. The URL the API handed out is
 * relative to the API base (the demo server's) or absolute (a storage service's): only the API's
 * own gets the bearer token. Refusals become ApiErrors with the server's message; no answer is status 0.
 */
export class XhrFileUpload implements FileUploadPort {
  constructor(private readonly options: XhrFileUploadOptions) {}

  put(url: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
    const request = (this.options.createRequest ?? (() => new XMLHttpRequest()))();
    const own = !ABSOLUTE.test(url);
    return new Promise((resolve, reject) => {
      const fail = (status: number, text: string) =>
        reject(apiErrorFromResponse({ status, headers: {}, body: parseResponseBody(text) }));
      request.upload.addEventListener("progress", (event) => {
        // Short of 1 until the server answered: the bytes left, but the file is not taken yet.
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 0.99));
      });
      request.addEventListener("load", () => {
        if (request.status >= 200 && request.status < 300) {
          onProgress?.(1);
          resolve();
        } else fail(request.status, request.responseText);
      });
      for (const failure of ["error", "abort", "timeout"] as const)
        request.addEventListener(failure, () => fail(0, ""));
      request.open("PUT", own ? joinApiUrl(this.options.baseUrl, url) : url);
      request.setRequestHeader("Content-Type", contentType);
      const token = own ? this.options.keyValue.get(TOKEN_KEY) : null;
      if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
      request.send(data);
    });
  }
}
