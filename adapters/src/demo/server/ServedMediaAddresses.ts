import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoStream } from "../db/DemoSnapshot";
import { randomToken } from "../crypto/randomToken";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import { type MediaAddresses, isLectureFileName, streamContentType } from "../media/MediaAddresses";

/** Where the Node server answers media addresses: GET /media/{token}. */
export const MEDIA_PATH = "/media/";

/** Files made on request (zips) kept at once; the oldest goes first. */
const MAX_FILES = 20;

/** What a token stands for: a stream's bytes (read when asked) or a file made on request. */
export type ServedMedia =
  | { readonly kind: "stream"; readonly streamId: string; readonly name: string | null }
  | { readonly kind: "file"; readonly name: string; readonly bytes: Uint8Array; readonly contentType: string };

/** The bytes behind a token, with how to serve them. */
export interface ServedBytes {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** Set for downloads: served as an attachment with this name. */
  readonly downloadName: string | null;
}

/**
 * MediaAddresses of the Node demo server: an unguessable token per stream (stable, so a player's
 * Range requests keep hitting the same address) and per file made on request, answered by the server
 * itself (serveMedia). Tokens live in memory: like signed URLs, they lapse when the server restarts.
 */
export class ServedMediaAddresses implements MediaAddresses {
  readonly #tokens = new Map<string, ServedMedia>();
  readonly #streamTokens = new Map<string, string>();
  readonly #fileTokens: string[] = [];

  constructor(
    private readonly db: DemoDatabase,
    private readonly media: DemoMediaStore,
    /** The server's origin, e.g. http://127.0.0.1:8787, known once it listens. */
    private readonly origin: () => string,
    /** The committed seeded lectures (ui/public/demo-lectures). */
    readonly lecturesDir: string,
  ) {}

  addressOf(stream: DemoStream): Promise<string | null> {
    return this.#streamAddress(stream, null);
  }

  downloadAddressOf(stream: DemoStream, name: string): Promise<string | null> {
    return this.#streamAddress(stream, name);
  }

  /** One token per stream and download name, kept while the stream lives. */
  async #streamAddress(stream: DemoStream, name: string | null): Promise<string | null> {
    if (!(await this.#holds(stream))) return null;
    const key = `${stream.id}\n${name ?? ""}`;
    let token = this.#streamTokens.get(key);
    if (!token) {
      token = randomToken(24);
      this.#streamTokens.set(key, token);
      this.#tokens.set(token, { kind: "stream", streamId: stream.id, name });
    }
    return this.#address(token);
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const token = randomToken(24);
    this.#tokens.set(token, { kind: "file", name, bytes, contentType });
    this.#fileTokens.push(token);
    while (this.#fileTokens.length > MAX_FILES) this.#tokens.delete(this.#fileTokens.shift()!);
    return this.#address(token);
  }

  async readStream(stream: DemoStream): Promise<Uint8Array | null> {
    if (!stream.mediaKey) return this.media.readMerged(stream.id);
    return this.readLecture(stream.mediaKey);
  }

  /** A committed lecture file's bytes; null when there is no such file. */
  async readLecture(name: string): Promise<Uint8Array | null> {
    if (!isLectureFileName(name)) return null;
    try {
      return new Uint8Array(await readFile(join(this.lecturesDir, name)));
    } catch {
      return null;
    }
  }

  forget(streamIds: readonly string[]): void {
    const gone = new Set(streamIds);
    for (const [token, served] of this.#tokens) {
      if (served.kind === "stream" && gone.has(served.streamId)) this.#tokens.delete(token);
    }
    for (const [key, token] of this.#streamTokens) {
      if (!this.#tokens.has(token)) this.#streamTokens.delete(key);
    }
  }

  /** What the token serves; null for an unknown token or a stream that is gone. */
  async serve(token: string): Promise<ServedBytes | null> {
    const served = this.#tokens.get(token);
    if (!served) return null;
    if (served.kind === "file") {
      return { bytes: served.bytes, contentType: served.contentType, downloadName: served.name };
    }
    const stream = this.db.data.streams.find((candidate) => candidate.id === served.streamId);
    const bytes = stream ? await this.readStream(stream) : null;
    if (!stream || !bytes) return null;
    return { bytes, contentType: streamContentType(stream), downloadName: served.name };
  }

  async #holds(stream: DemoStream): Promise<boolean> {
    if (stream.mediaKey) return (await this.readLecture(stream.mediaKey)) !== null;
    return (await this.media.readMerged(stream.id)) !== null;
  }

  #address(token: string): string {
    return `${this.origin()}${MEDIA_PATH}${token}`;
  }
}
