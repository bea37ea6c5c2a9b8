import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoStream } from "../db/DemoSnapshot";
import { randomToken } from "../crypto/randomToken";
import { AddressTokens } from "../media/AddressTokens";
import { clipWebm } from "../media/clipWebm";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import {
  type AddressGrant,
  type MediaAddresses,
  type MediaSpan,
  type NoteFileRef,
  type Redeemed,
  isLectureFileName,
  streamContentType,
} from "../media/MediaAddresses";
import { NoteFileAddresses } from "../media/NoteFileAddresses";

/** Where the Node server answers media addresses: GET /media/{token}. */
export const MEDIA_PATH = "/media/";

/** Files made on request (zips) kept at once; the oldest goes first. */
const MAX_FILES = 20;
/** Shared highlights' clips kept at once; the least recently used goes first. */
const MAX_CLIPS = 8;

/** What a token stands for: a stream's bytes (read when asked) or a file made on request. */
type ServedMedia =
  | { readonly kind: "stream"; readonly streamId: string; readonly name: string | null }
  | { readonly kind: "file"; readonly fileId: string; readonly name: string; readonly contentType: string };

/** The bytes behind a token, with how to serve them. */
export interface ServedBytes {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** Set for downloads: served as an attachment with this name. */
  readonly downloadName: string | null;
}

/** A stream's bytes, or only a span of them, as made for one merge of it. */
const clipKey = (stream: DemoStream, span: MediaSpan): string =>
  `${stream.id}\n${stream.createdAt}:${stream.receivedBytes}:${stream.duration}\n${span.start}-${span.end}`;

/**
 * MediaAddresses of the Node demo server (issue 19): every reply that hands out an address gets a
 * new token (AddressTokens), answered by the server itself (serveMedia) while it lives and while the
 * access it was issued under still holds — checked on every request, Range requests included. A
 * shared highlight's token serves a clip of its span (clipWebm), never the whole recording.
 */
export class ServedMediaAddresses implements MediaAddresses {
  readonly #tokens = new AddressTokens<ServedMedia>();
  readonly #files = new Map<string, Uint8Array>();
  readonly #clips = new Map<string, Uint8Array>();
  readonly #notes = new NoteFileAddresses();

  constructor(
    private readonly db: DemoDatabase,
    private readonly media: DemoMediaStore,
    /** The server's origin, e.g. http://127.0.0.1:8787, known once it listens. */
    private readonly origin: () => string,
    /** The committed seeded lectures (ui/public/demo-lectures). */
    readonly lecturesDir: string,
  ) {}

  addressOf(stream: DemoStream, grant: AddressGrant): Promise<string | null> {
    return this.#streamAddress(stream, null, grant);
  }

  downloadAddressOf(stream: DemoStream, name: string, grant: AddressGrant): Promise<string | null> {
    return this.#streamAddress(stream, name, grant);
  }

  async #streamAddress(stream: DemoStream, name: string | null, grant: AddressGrant): Promise<string | null> {
    if (!(await this.#bytesOf(stream, grant.span))) return null;
    return this.#address(this.#tokens.issue({ kind: "stream", streamId: stream.id, name }, grant));
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string, grant: AddressGrant): Promise<string> {
    const fileId = randomToken(8);
    this.#files.set(fileId, bytes);
    for (const oldest of this.#files.keys()) {
      if (this.#files.size <= MAX_FILES) break;
      this.#files.delete(oldest);
    }
    return this.#address(this.#tokens.issue({ kind: "file", fileId, name, contentType }, grant));
  }

  async noteFileAddresses(grant: AddressGrant): Promise<(note: NoteFileRef) => string> {
    return (note) => this.#notes.address(note, grant);
  }

  redeemNoteFile(token: string): Redeemed<NoteFileRef> {
    return this.#notes.redeem(token);
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
    this.#tokens.drop((served) => served.kind === "stream" && gone.has(served.streamId));
    for (const key of [...this.#clips.keys()]) if (gone.has(key.split("\n")[0]!)) this.#clips.delete(key);
  }

  sweep(): void {
    this.#tokens.drop((_, grant) => !grant.allows());
    this.#notes.sweep();
  }

  /**
   * What the token serves now: its bytes, or why not — expired (410), its access gone (403), or
   * unknown, or what it named gone (404).
   */
  async serve(token: string): Promise<Redeemed<ServedBytes> | { readonly kind: "forbidden" }> {
    const redeemed = this.#tokens.redeem(token);
    if (redeemed.kind === "expired" || redeemed.kind === "unknown") return redeemed;
    const served = redeemed.value;
    const stream =
      served.kind === "stream" ? this.db.data.streams.find((candidate) => candidate.id === served.streamId) : null;
    const gone = served.kind === "file" ? !this.#files.has(served.fileId) : !stream;
    if (gone) return { kind: "unknown" };
    if (redeemed.kind === "forbidden") return { kind: "forbidden" };
    const { grant } = redeemed;
    if (served.kind === "file") {
      const bytes = this.#files.get(served.fileId)!;
      return { ...redeemed, value: { bytes, contentType: served.contentType, downloadName: served.name } };
    }
    const bytes = await this.#bytesOf(stream!, grant.span);
    if (!bytes) return { kind: "unknown" };
    return { ...redeemed, value: { bytes, contentType: streamContentType(stream!), downloadName: served.name } };
  }

  /** The stream's bytes, or the clip of a span (made once per merge and span, then kept a while). */
  async #bytesOf(stream: DemoStream, span: MediaSpan | null): Promise<Uint8Array | null> {
    if (!span) return this.readStream(stream);
    const key = clipKey(stream, span);
    const kept = this.#clips.get(key);
    if (kept) {
      this.#clips.delete(key);
      this.#clips.set(key, kept);
      return kept;
    }
    const bytes = await this.readStream(stream);
    const clip = bytes && clipWebm(bytes, span);
    if (!clip) return null;
    this.#clips.set(key, clip);
    for (const oldest of this.#clips.keys()) {
      if (this.#clips.size <= MAX_CLIPS) break;
      this.#clips.delete(oldest);
    }
    return clip;
  }

  #address(token: string): string {
    return `${this.origin()}${MEDIA_PATH}${token}`;
  }
}
