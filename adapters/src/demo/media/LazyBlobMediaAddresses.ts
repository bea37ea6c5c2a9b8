import type { DemoStream } from "../db/DemoSnapshot";
import type { BlobMediaAddresses } from "./BlobMediaAddresses";
import type { DemoMediaStore } from "./DemoMediaStore";
import type { AddressGrant, MediaAddresses, NoteFileRef, Redeemed } from "./MediaAddresses";
import { NoteFileAddresses } from "./NoteFileAddresses";

/**
 * The tab's blob: addresses, whose code loads with the first record page that asks for one: the
 * demo backend itself is fetched on /auth/login, whose script budget has no room for it. Note files
 * are addressed here, not in the loaded part: a session document hands them out synchronously.
 */
export class LazyBlobMediaAddresses implements MediaAddresses {
  #loaded: Promise<BlobMediaAddresses> | null = null;
  readonly #notes = new NoteFileAddresses();
  constructor(private readonly media: DemoMediaStore) {}

  #addresses(): Promise<MediaAddresses> {
    return (this.#loaded ??= import("./BlobMediaAddresses").then(
      ({ BlobMediaAddresses }) => new BlobMediaAddresses(this.media),
    ));
  }

  async addressOf(stream: DemoStream, grant: AddressGrant): Promise<string | null> {
    return (await this.#addresses()).addressOf(stream, grant);
  }

  async downloadAddressOf(stream: DemoStream, name: string, grant: AddressGrant): Promise<string | null> {
    return (await this.#addresses()).downloadAddressOf(stream, name, grant);
  }

  async fileAddress(name: string, bytes: Uint8Array, contentType: string, grant: AddressGrant): Promise<string> {
    return (await this.#addresses()).fileAddress(name, bytes, contentType, grant);
  }

  noteFileAddress(note: NoteFileRef, grant: AddressGrant): string {
    return this.#notes.address(note, grant);
  }

  redeemNoteFile(token: string): Redeemed<NoteFileRef> {
    return this.#notes.redeem(token);
  }

  async readStream(stream: DemoStream): Promise<Uint8Array | null> {
    return (await this.#addresses()).readStream(stream);
  }

  // Nothing was handed out before the addresses loaded, so there is nothing to revoke then.
  forget(streamIds: readonly string[]): void {
    void this.#loaded?.then((addresses) => addresses.forget(streamIds));
  }

  sweep(): void {
    this.#notes.sweep();
    void this.#loaded?.then((addresses) => addresses.sweep());
  }
}
