import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { apiErrorFromResponse } from "@lectern/core/api/apiErrorFromResponse";
import type { FileUploadPort, UploadProgress } from "@lectern/core/ports/FileUploadPort";
import type { KeyValueStore } from "@lectern/core/ports/KeyValueStore";

/**
 * The upload URL's PUT over real HTTP for the Node contract run: Node 20 has no XMLHttpRequest, so
 * XhrFileUpload is unit-tested on a fake request and the server's raw-body PUT is exercised with fetch.
 */
export class FetchFileUpload implements FileUploadPort {
  constructor(
    private readonly baseUrl: string,
    private readonly keyValue: KeyValueStore,
  ) {}

  async put(url: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
    const token = this.keyValue.get(TOKEN_KEY);
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`, {
      method: "PUT",
      headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: data,
    });
    const text = await response.text();
    if (!response.ok) {
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // A text body stays text.
      }
      throw apiErrorFromResponse({ status: response.status, headers: {}, body });
    }
    onProgress?.(1);
  }
}
