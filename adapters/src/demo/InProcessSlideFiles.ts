import type { HttpPort } from "@lectern/core/ports/HttpPort";
import type { SlideFiles } from "@lectern/core/slides/application/SlideFiles";

/**
 * SlideFiles of the browser demo: a slide set's file is read from the in-page demo backend. Its
 * slideUrl is relative to the API base (/api/demo/media/slides/…) while the tab's HttpPort is already
 * rooted there, so the prefix goes, as for note files.
 */
export class InProcessSlideFiles implements SlideFiles {
  constructor(private readonly http: HttpPort) {}

  async read(slideUrl: string): Promise<Uint8Array> {
    const path = slideUrl.replace(/^\/+/, "").replace(/^api\//, "");
    const response = await this.http.send({ method: "GET", url: path, headers: {} });
    if (response.status !== 200 || !(response.body instanceof Uint8Array)) {
      throw new Error(`The slide file could not be read (HTTP ${response.status}).`);
    }
    return response.body;
  }
}
