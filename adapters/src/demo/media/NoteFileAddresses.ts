import { AddressTokens } from "./AddressTokens";
import type { AddressGrant, NoteFileRef, Redeemed } from "./MediaAddresses";

/** Where both runtimes answer a note file's address: the router's GET demo/media/notes/{note}/{token}/{name}. */
export const NOTE_FILES_PATH = "/api/demo/media/notes/";

/**
 * The addresses of note files, the same in the tab and on the Node server: a token per reply (in
 * the note's place of the old unguessable key, so the address keeps its shape), redeemed by
 * noteMediaRoutes, which re-reads the file each time.
 */
export class NoteFileAddresses {
  readonly #tokens = new AddressTokens<NoteFileRef>();

  address(note: NoteFileRef, grant: AddressGrant): string {
    const token = this.#tokens.issue(note, grant);
    return `${NOTE_FILES_PATH}${encodeURIComponent(note.noteId)}/${token}/${encodeURIComponent(note.name)}`;
  }

  redeem(token: string): Redeemed<NoteFileRef> {
    return this.#tokens.redeem(token);
  }

  /** Forgets the addresses whose grant no longer allows them. */
  sweep(): void {
    this.#tokens.drop((_, grant) => !grant.allows());
  }
}
