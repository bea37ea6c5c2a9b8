import type { SlideFiles } from "@lectern/core/slides/application/SlideFiles";
import { joinApiUrl } from "./joinApiUrl";

/**
 * SlideFiles against a real API. A slideUrl is relative to the API base but carries the base's own
 * `/api/` (e.g. /api/demo/media/slides/{token}); joinApiUrl keeps every segment it is given, so the
 * prefix goes first or the address would read …/api/api/…. An absolute slideUrl (a storage's signed
 * link) is fetched as it is. The file is read anonymously: its address is its credential, as note
 * files' are, and a signed storage link refuses credentialed cross-origin reads.
 */
export class LinkedSlideFiles implements SlideFiles {
  constructor(
    private readonly apiBaseUrl: string,
    // Called through a wrapper so browsers never see fetch detached from window ("Illegal invocation").
    private readonly fetchFile: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
      globalThis.fetch(url, init),
  ) {}

  async read(slideUrl: string): Promise<Uint8Array> {
    const relative = slideUrl.replace(/^\/+api\//, "");
    const response = await this.fetchFile(joinApiUrl(this.apiBaseUrl, relative), { credentials: "omit" });
    if (!response.ok) throw new Error(`The slide file could not be read (HTTP ${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
