export const SlideFiles = Symbol.for("SlideFiles");

/**
 * Reads a slide set's file from its `slideUrl` (relative to the API base, e.g.
 * /api/demo/media/slides/{token}): the in-tab demo answers it in the page, the API serves it over
 * HTTP. Rejects when the bytes cannot be read.
 */
export interface SlideFiles {
  read(slideUrl: string): Promise<Uint8Array>;
}
