import type { HttpPort } from "@lectern/core/ports/HttpPort";
import type { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";

/**
 * NoteFileAddress of the browser demo: there is no server to link to, so a note's file is read from
 * the in-page demo backend (its url is relative to the API base, e.g. /api/demo/media/notes/…) and
 * shown through an object URL with the content type the backend serves it with.
 */
export class InProcessNoteFiles implements NoteFileAddress {
  constructor(private readonly http: HttpPort) {}

  async open(url: string): Promise<string> {
    const { bytes, type } = await this.#read(url);
    return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  }

  async readText(url: string): Promise<string> {
    return new TextDecoder().decode((await this.#read(url)).bytes);
  }

  async #read(url: string): Promise<{ bytes: Uint8Array; type: string }> {
    const path = url.replace(/^\/+/, "").replace(/^api\//, "");
    const response = await this.http.send({ method: "GET", url: path, headers: {} });
    if (response.status !== 200 || !(response.body instanceof Uint8Array)) {
      throw new Error(`The file could not be read (HTTP ${response.status}).`);
    }
    return { bytes: response.body, type: response.headers["content-type"] ?? "application/octet-stream" };
  }

  release(address: string): void {
    if (address.startsWith("blob:")) URL.revokeObjectURL(address);
  }
}
