import type { DemoStream } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "./DemoMediaStore";
import { DEMO_LECTURES_PATH, type MediaAddresses, isLectureFileName, streamContentType } from "./MediaAddresses";

const blobOf = (bytes: Uint8Array, type: string): Blob => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

/**
 * MediaAddresses of the in-tab demo: object URLs of the stored bytes, made once per stream (the
 * player asks again on every visit) and revoked when the stream goes. Seeded lectures are files the
 * app itself serves at /demo-lectures/.
 */
export class BlobMediaAddresses implements MediaAddresses {
  /** Per stream id: the address and which stream it was made for (ids start over after a reset). */
  readonly #streams = new Map<string, { readonly address: string; readonly made: string }>();
  /** The last file made per name (a session's zip): a new one replaces and revokes it. */
  readonly #files = new Map<string, string>();

  constructor(
    private readonly media: DemoMediaStore,
    /** The app's origin; committed lectures are fetched from it. */
    private readonly origin: () => string | null = () => globalThis.location?.origin ?? null,
  ) {}

  async addressOf(stream: DemoStream): Promise<string | null> {
    if (stream.mediaKey) return isLectureFileName(stream.mediaKey) ? DEMO_LECTURES_PATH + stream.mediaKey : null;
    const made = `${stream.createdAt}:${stream.receivedBytes}:${stream.duration}`;
    const cached = this.#streams.get(stream.id);
    if (cached?.made === made) return cached.address;
    if (cached) this.forget([stream.id]);
    const bytes = await this.media.readMerged(stream.id);
    if (!bytes) return null;
    const address = URL.createObjectURL(blobOf(bytes, streamContentType(stream)));
    this.#streams.set(stream.id, { address, made });
    return address;
  }

  // An object URL cannot carry a file name: the page names the download (<a download>).
  downloadAddressOf(stream: DemoStream): Promise<string | null> {
    return this.addressOf(stream);
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const previous = this.#files.get(name);
    if (previous) URL.revokeObjectURL(previous);
    const address = URL.createObjectURL(blobOf(bytes, contentType));
    this.#files.set(name, address);
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
    for (const id of streamIds) {
      const cached = this.#streams.get(id);
      if (cached) URL.revokeObjectURL(cached.address);
      this.#streams.delete(id);
    }
  }
}
