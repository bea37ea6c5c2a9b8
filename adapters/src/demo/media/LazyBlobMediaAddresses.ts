import type { DemoStream } from "../db/DemoSnapshot";
import type { BlobMediaAddresses, StreamAddresses } from "./BlobMediaAddresses";
import type { DemoMediaStore } from "./DemoMediaStore";
import type { AddressGrant, MediaAddresses, NoteFileRef, Redeemed } from "./MediaAddresses";
import type { NoteFileAddresses } from "./NoteFileAddresses";

let noteFileModule: typeof import("./NoteFileAddresses") | null = null;

/**
 * Loads the note files' address tokens once for the whole page (or process). After that, a reply
 * that hands out note addresses needs no import, only microtasks — which tests that drive every
 * request through a scheduler rely on (they load it up front).
 */
export const loadNoteFileAddresses = async (): Promise<typeof import("./NoteFileAddresses")> =>
  (noteFileModule ??= await import("./NoteFileAddresses"));

/**
 * The tab's blob: addresses, whose code loads with the first record page that asks for one: the
 * demo backend itself is fetched on /auth/login, whose script budget has no room for it. Note files'
 * tokens load on their own, with the first reply that may hand one out (a session document, a list
 * of notes), which need not load the player's addresses.
 */
export class LazyBlobMediaAddresses implements MediaAddresses {
  #loaded: Promise<BlobMediaAddresses> | null = null;
  /** Set once loaded: redeeming and sweeping stay synchronous, and nothing was issued before. */
  #notes: NoteFileAddresses | null = null;
  constructor(private readonly media: DemoMediaStore) {}

  #addresses(): Promise<StreamAddresses> {
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
    // Once the module is here (any backend of this page loaded it), every reply takes it without an
    // import: a session reply then costs no more turns than before the tokens existed.
    if (this.#notes === null) {
      const { NoteFileAddresses } = noteFileModule ?? (await loadNoteFileAddresses());
      this.#notes ??= new NoteFileAddresses();
    }
    const notes = this.#notes;
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
