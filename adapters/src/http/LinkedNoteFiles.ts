import type { NoteFileAddress } from "@lectern/core/notes/application/NoteFileAddress";

/**
 * NoteFileAddress against a real API: a note's url is a link already, either absolute (a storage's
 * signed URL) or relative to the API's origin, so it is only made absolute. Nothing to free. A
 * text file is fetched for the document viewer to show as text.
 */
export class LinkedNoteFiles implements NoteFileAddress {
  constructor(
    private readonly apiBaseUrl: string,
    // Called through a wrapper so browsers never see fetch detached from window ("Illegal invocation").
    private readonly fetchFile: (url: string) => Promise<Response> = (url) => globalThis.fetch(url),
  ) {}

  async open(url: string): Promise<string> {
    return new URL(url, this.apiBaseUrl).href;
  }

  async readText(url: string): Promise<string> {
    const response = await this.fetchFile(new URL(url, this.apiBaseUrl).href);
    if (!response.ok) throw new Error(`The file could not be read (HTTP ${response.status}).`);
    return response.text();
  }

  release(): void {
    // A link holds no memory.
  }
}
