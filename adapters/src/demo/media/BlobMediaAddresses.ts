import type { DemoStream } from "../db/DemoSnapshot";
import { clipWebm } from "./clipWebm";
import type { DemoMediaStore } from "./DemoMediaStore";
import {
  type AddressGrant,
  DEMO_LECTURES_PATH,
  type MediaAddresses,
  type MediaSpan,
  isLectureFileName,
  streamContentType,
} from "./MediaAddresses";

const blobOf = (bytes: Uint8Array, type: string): Blob => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

/** What a stream's bytes were when read: a new merge (ids start over after a reset) makes new ones. */
const madeOf = (stream: DemoStream): string => `${stream.createdAt}:${stream.receivedBytes}:${stream.duration}`;

const spanKey = (span: MediaSpan | null): string => (span ? `${span.start}-${span.end}` : "all");

interface Issued {
  readonly address: string;
  readonly grant: AddressGrant;
  readonly streamId: string | null;
}

/**
 * MediaAddresses of the in-tab demo: object URLs of the stored bytes. The bytes never leave the
 * browser, so there is no request to refuse: what applies of issue 19 is that each holder (a
 * sign-in, a shared link) gets its own URL, revoked once its grant no longer allows it (checked at
 * every address the backend hands out, and right after a highlight is un-shared) or its stream is
 * deleted, and that a shared highlight's URL holds only its span (clipWebm). One Blob per stream
 * (and per span) is shared by the URLs made of it. Seeded lectures are files the app itself serves
 * at /demo-lectures/; a shared highlight of one gets a clip of it too.
 */
/** The tab's stream and file addresses; note files' tokens are LazyBlobMediaAddresses' own (loaded apart). */
export type StreamAddresses = Omit<MediaAddresses, "noteFileAddresses" | "redeemNoteFile">;

export class BlobMediaAddresses implements StreamAddresses {
  /** Per stream id and span: its bytes as a Blob, and which stream they were made for. */
  readonly #blobs = new Map<string, { readonly blob: Blob; readonly made: string }>();
  /** Per stream, span and holder: the URL handed out. */
  readonly #streams = new Map<string, Issued>();
  /** The last file made per name (a session's zip): a new one replaces and revokes it. */
  readonly #files = new Map<string, Issued>();

  constructor(
    private readonly media: DemoMediaStore,
    /** The app's origin; committed lectures are fetched from it. */
    private readonly origin: () => string | null = () => globalThis.location?.origin ?? null,
  ) {}

  async addressOf(stream: DemoStream, grant: AddressGrant): Promise<string | null> {
    this.#revokeLapsed();
    if (stream.mediaKey && !grant.span) {
      return isLectureFileName(stream.mediaKey) ? DEMO_LECTURES_PATH + stream.mediaKey : null;
    }
    const blobKey = `${stream.id}\n${spanKey(grant.span)}`;
    const made = madeOf(stream);
    let held = this.#blobs.get(blobKey);
    if (held?.made !== made) {
      if (held) this.#revoke(this.#streams, (issued) => issued.streamId === stream.id);
      const bytes = await this.readStream(stream);
      const cut = bytes && grant.span ? clipWebm(bytes, grant.span) : bytes;
      if (!cut) return null;
      held = { blob: blobOf(cut, streamContentType(stream)), made };
      this.#blobs.set(blobKey, held);
    }
    const key = `${blobKey}\n${grant.holder}`;
    const issued = this.#streams.get(key);
    if (issued) return issued.address;
    const address = URL.createObjectURL(held.blob);
    this.#streams.set(key, { address, grant, streamId: stream.id });
    return address;
  }

  // An object URL cannot carry a file name: the page names the download (<a download>).
  downloadAddressOf(stream: DemoStream, _name: string, grant: AddressGrant): Promise<string | null> {
    return this.addressOf(stream, grant);
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string, grant: AddressGrant): Promise<string> {
    this.#revokeLapsed();
    const previous = this.#files.get(name);
    if (previous) URL.revokeObjectURL(previous.address);
    const address = URL.createObjectURL(blobOf(bytes, contentType));
    this.#files.set(name, { address, grant, streamId: null });
    return address;
  }

  async readStream(stream: DemoStream): Promise<Uint8Array | null> {
    if (!stream.mediaKey) return this.media.readMerged(stream.id);
    const origin = this.origin();
    if (!origin || !isLectureFileName(stream.mediaKey)) return null;
    const response = await fetch(new URL(DEMO_LECTURES_PATH + stream.mediaKey, origin));
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  }

  forget(streamIds: readonly string[]): void {
    const gone = new Set(streamIds);
    this.#revoke(this.#streams, (issued) => issued.streamId !== null && gone.has(issued.streamId));
    for (const key of [...this.#blobs.keys()]) if (gone.has(key.split("\n")[0]!)) this.#blobs.delete(key);
  }

  sweep(): void {
    this.#revokeLapsed();
  }

  /** Revokes the object URLs whose grant no longer allows them (an un-shared link's, a signed-out user's). */
  #revokeLapsed(): void {
    this.#revoke(this.#streams, (issued) => !issued.grant.allows());
    this.#revoke(this.#files, (issued) => !issued.grant.allows());
  }

  #revoke(issued: Map<string, Issued>, matches: (issued: Issued) => boolean): void {
    for (const [key, each] of issued) {
      if (!matches(each)) continue;
      URL.revokeObjectURL(each.address);
      issued.delete(key);
    }
  }
}
