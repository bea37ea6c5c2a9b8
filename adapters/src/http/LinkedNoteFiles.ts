import type { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";
import { previewOf } from "@lectern/core/notes/domain/attachmentFormats";

/** The file name an address ends with (the API names its note files so), or "". */
const fileNameOf = (href: string): string => {
  try {
    return decodeURIComponent(new URL(href).pathname.split("/").at(-1) ?? "");
  } catch {
    return "";
  }
};

/**
 * NoteFileAddress against a real API: a note's url is a link already, either absolute (a storage's
 * signed URL) or relative to the API's origin, so it is made absolute. A PDF is fetched and shown
 * through an object URL: the API serves every file but an image as an attachment (issue 19), which
 * a browser's PDF viewer in an <object> would download instead of showing. A text file is fetched
 * for the document viewer to show as text.
 */
export class LinkedNoteFiles implements NoteFileAddress {
  constructor(
    private readonly apiBaseUrl: string,
    // Called through a wrapper so browsers never see fetch detached from window ("Illegal invocation").
    private readonly fetchFile: (url: string) => Promise<Response> = (url) => globalThis.fetch(url),
  ) {}

  async open(url: string): Promise<string> {
    const href = new URL(url, this.apiBaseUrl).href;
    if (previewOf(fileNameOf(href)) !== "pdf") return href;
    return URL.createObjectURL(await (await this.#read(href)).blob());
  }

  async readText(url: string): Promise<string> {
    return (await this.#read(new URL(url, this.apiBaseUrl).href)).text();
  }

  release(address: string): void {
    // A link holds no memory; an object URL does.
    if (address.startsWith("blob:")) URL.revokeObjectURL(address);
  }

  async #read(href: string): Promise<Response> {
    const response = await this.fetchFile(href);
    if (!response.ok) throw new Error(`The file could not be read (HTTP ${response.status}).`);
    return response;
  }
}
