import type { DemoStream } from "../db/DemoSnapshot";
import type { BlobMediaAddresses } from "./BlobMediaAddresses";
import type { DemoMediaStore } from "./DemoMediaStore";
import type { MediaAddresses } from "./MediaAddresses";

/**
 * The tab's blob: addresses, whose code loads with the first record page that asks for one: the
 * demo backend itself is fetched on /auth/login, whose script budget has no room for it.
 */
export class LazyBlobMediaAddresses implements MediaAddresses {
  #loaded: Promise<BlobMediaAddresses> | null = null;
  constructor(private readonly media: DemoMediaStore) {}

  #addresses(): Promise<MediaAddresses> {
    return (this.#loaded ??= import("./BlobMediaAddresses").then(
      ({ BlobMediaAddresses }) => new BlobMediaAddresses(this.media),
    ));
  }

  async addressOf(stream: DemoStream): Promise<string | null> {
    return (await this.#addresses()).addressOf(stream);
  }

  async downloadAddressOf(stream: DemoStream, name: string): Promise<string | null> {
    return (await this.#addresses()).downloadAddressOf(stream, name);
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
    return (await this.#addresses()).fileAddress(name, bytes, contentType);
  }

  async readStream(stream: DemoStream): Promise<Uint8Array | null> {
    return (await this.#addresses()).readStream(stream);
  }

  forget(streamIds: readonly string[]): void {
    // Nothing was handed out before the addresses loaded, so there is nothing to revoke then.
    void this.#loaded?.then((addresses) => addresses.forget(streamIds));
  }
}
