import type { DemoStream } from "../db/DemoSnapshot";

/**
 * Where a client reads the demo backend's media (spec 3 §7 temporary/cdn, temporary, zip): the port
 * that differs between the runtimes. In the tab, blob: URLs of the stored bytes (BlobMediaAddresses);
 * on the Node server, unguessable http addresses on the server itself that honour Range requests
 * (ServedMediaAddresses), so a player can seek.
 */
export interface MediaAddresses {
  /** The stream's media for the player; null when nothing is held for it yet (no merge). */
  addressOf(stream: DemoStream): Promise<string | null>;
  /** The stream's media as a download named `name`; null when nothing is held. */
  downloadAddressOf(stream: DemoStream, name: string): Promise<string | null>;
  /** A temporary address of a file made on request (a zip). */
  fileAddress(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** The stream's bytes (merged slices, or a seeded lecture's committed file); null when none. */
  readStream(stream: DemoStream): Promise<Uint8Array | null>;
  /** These streams are gone (their session was deleted): their addresses stop answering. */
  forget(streamIds: readonly string[]): void;
}

/** The container type a stream's bytes are served with. */
export const streamContentType = (stream: Pick<DemoStream, "type">): string =>
  stream.type === "audio" ? "audio/webm" : "video/webm";

/** Seeded lectures' media: committed under ui/public/demo-lectures/, served at this path on the app's origin. */
export const DEMO_LECTURES_PATH = "/demo-lectures/";

/** A committed lecture file name; anything with a path in it is refused. */
export const isLectureFileName = (name: string): boolean => /^[\w][\w.-]*$/.test(name) && !name.includes("..");
