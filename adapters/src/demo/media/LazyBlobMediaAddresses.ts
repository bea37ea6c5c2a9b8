import type { DemoStream } from "../db/DemoSnapshot";
import type { BlobMediaAddresses } from "./BlobMediaAddresses";
import type { DemoMediaStore } from "./DemoMediaStore";
import type { AddressGrant, MediaAddresses, NoteFileRef, Redeemed } from "./MediaAddresses";
import type { NoteFileAddresses } from "./NoteFileAddresses";

/**
 * The tab's blob: addresses, whose code loads with the first record page that asks for one: the
 * demo backend itself is fetched on /auth/login, whose script budget has no room for it. Note files'
 * tokens load on their own, with the first reply that may hand one out (a session document, a list
 * of notes), which need not load the player's addresses.
 */
export class LazyBlobMediaAddresses implements MediaAddresses {
  #loaded: Promise<BlobMediaAddresses> | null = null;
  #notesLoaded: Promise<NoteFileAddresses> | null = null;
  /** Set once loaded: redeeming and sweeping stay synchronous, and nothing was issued before. */
  #notes: NoteFileAddresses | null = null;
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

  async noteFileAddresses(grant: AddressGrant): Promise<(note: NoteFileRef) => string> {
    const notes = await (this.#notesLoaded ??= import("./NoteFileAddresses").then(
      ({ NoteFileAddresses }) => (this.#notes = new NoteFileAddresses()),
    ));
    return (note) => notes.address(note, grant);
  }

  redeemNoteFile(token: string): Redeemed<NoteFileRef> {
    return this.#notes?.redeem(token) ?? { kind: "unknown" };
  }

  async readStream(stream: DemoStream): Promise<Uint8Array | null> {
    return (await this.#addresses()).readStream(stream);
  }

  // Nothing was handed out before the addresses loaded, so there is nothing to revoke then.
  forget(streamIds: readonly string[]): void {
    void this.#loaded?.then((addresses) => addresses.forget(streamIds));
  }

  sweep(): void {
    this.#notes?.sweep();
    void this.#loaded?.then((addresses) => addresses.sweep());
  }
}
