import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { apiErrorFromResponse } from "@lectern/core/api/apiErrorFromResponse";
import { METHOD_OVERRIDE_HEADER } from "@lectern/core/api/requestConventions";
import type { FileUploadPort, UploadProgress } from "@lectern/core/ports/FileUploadPort";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import type { KeyValueStore } from "@lectern/core/ports/KeyValueStore";

/** How much of the file is read at a time: each slice read is a step of the progress. */
export const IN_PROCESS_UPLOAD_SLICE_BYTES = 1024 * 1024;

/**
 * FileUploadPort of the in-tab demo: the upload URL (relative to the API base, e.g.
 * demo/media/uploads/{token}) is answered by the in-page demo router, so the bytes go to it through
 * the tab's HttpPort (InProcessHttp) as the PUT's one file, with the bearer token as the API's own
 * calls carry it. The file is read slice by slice, each reported as progress (short of 1); 1 comes
 * once the router took it.
 */
export class InProcessFileUpload implements FileUploadPort {
  constructor(
    private readonly http: HttpPort,
    private readonly keyValue: KeyValueStore,
    private readonly sliceBytes = IN_PROCESS_UPLOAD_SLICE_BYTES,
  ) {}

  async put(url: string, data: Blob, contentType: string, onProgress?: UploadProgress): Promise<void> {
    const bytes = new Uint8Array(data.size);
    for (let offset = 0; offset < data.size; offset += this.sliceBytes) {
      const slice = new Uint8Array(await data.slice(offset, offset + this.sliceBytes).arrayBuffer());
      bytes.set(slice, offset);
      onProgress?.(Math.min((offset + slice.length) / data.size, 0.99));
    }
    const token = this.keyValue.get(TOKEN_KEY);
    const response = await this.http.send({
      method: "POST",
      url: url.replace(/^\/+/, "").replace(/^api\//, ""),
      headers: {
        [METHOD_OVERRIDE_HEADER]: "PUT",
        "Content-Type": contentType,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: { kind: "multipart", data: null, files: [{ field: "file", name: "", data: bytes }] },
    });
    if (response.status < 200 || response.status >= 300) throw apiErrorFromResponse(response);
    onProgress?.(1);
  }
}
